/**
 * The audit log's insert, for the one statement that must record in its own round trip: code
 * redemption, whose new grant supersedes the person's unrestricted ones (grants.sql.ts). Written
 * here, by the table's owner, so the columns are named in one folder; everything else records
 * through `AuditService.record`.
 */
export const INSERT_AUDIT_ENTRY = 'INSERT INTO audit_log (actor_kind, actor_user_id, action, subject_type, subject_id, details)';
