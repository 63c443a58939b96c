/* Generated from /docs/openapi.json by `npm run openapi:types`: do not edit. */

export interface paths {
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization server metadata (RFC 8414) */
        get: operations["MetadataController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of the whole server (RFC 9728)
         * @description A token for `{BASE_URL}` is accepted at both `/v2` and `/mcp`.
         */
        get: operations["ProtectedResourceController_server"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected resource metadata of the MCP endpoint (RFC 9728) */
        get: operations["ProtectedResourceController_mcp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Protected resource metadata of the REST API (RFC 9728) */
        get: operations["ProtectedResourceController_api"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (JSON for scripts; the page posts a form)
         * @description Sets the session cookie.
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in (JSON for scripts; the page posts a form) */
        post: operations["AuthController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients, the review work first, a page at a time
         * @description Pending clients (oldest first), then clients with a pending change (oldest change first), then the rest (newest first). `total` counts every client the filters match.
         */
        get: operations["AdminClientsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending client */
        post: operations["AdminClientsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/narrow-scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Narrow a client’s scopes: every grant, access token and refresh token it holds loses the others at once
         * @description Narrowing only (a scope the client may not hold today is a 422). For a self-registered client, which may otherwise be granted any scope of the registration policy, the scopes kept become its ceiling.
         */
        post: operations["AdminClientScopesController_narrow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/pending-change/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a client’s pending change: it applies to the client at once */
        post: operations["AdminClientsController_approveChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/pending-change/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a client’s pending change, with a reason the owner will see
         * @description The change is dropped; the client stays as it is.
         */
        post: operations["AdminClientsController_rejectChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reinstate a suspended client */
        post: operations["AdminClientsController_reinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending client, with a reason the owner will see */
        post: operations["AdminClientsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/{clientId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an approved client: every grant it holds is revoked at once (reinstating it revives none)
         * @description The built-in API documentation client cannot be suspended (409).
         */
        post: operations["AdminClientsController_suspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/oauth-clients/reject-pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject several pending clients at once, with one reason
         * @description Each is reviewed as by the reject route (audited); clients not found or no longer pending are listed in `skipped`.
         */
        post: operations["AdminClientsController_rejectMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List organizations, with their owners */
        get: operations["AdminOrganizationsController_list"];
        put?: never;
        /**
         * Create an organization
         * @description With an existing account as its first owner.
         */
        post: operations["AdminOrganizationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/organizations/{orgId}/owner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an existing account an owner
         * @description Added if needed; the membership counts at once.
         */
        post: operations["AdminOrganizationsController_setOwner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/admin/registration-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The registration policy: dynamic registration, Client ID Metadata Documents, their scopes and auto-approved hosts */
        get: operations["RegistrationPolicyController_get"];
        /**
         * Replace the registration policy (audited)
         * @description Applies at once to new registrations and to the scopes the protected resource metadata names.
         */
        put: operations["RegistrationPolicyController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/oauth2/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Introspect a token (RFC 7662)
         * @description A client sees only its own tokens; any other token is `{"active": false}`.
         */
        post: operations["TokenController_introspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/oauth2/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a client (RFC 7591)
         * @description Only when the registration policy allows dynamic registration (the metadata then names this endpoint as `registration_endpoint`); otherwise 404. The client starts pending review unless the policy approves every self-registered client.
         */
        post: operations["DynamicRegistrationController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/oauth2/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description Revoking a refresh token revokes its whole authorization.
         */
        post: operations["TokenController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/auth/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code, or refresh
         * @description `grant_type=authorization_code` with `code`, `redirect_uri` (and `code_verifier` with PKCE), or `grant_type=refresh_token` with `refresh_token` (and an optional narrower `scope`). The client authenticates with HTTP Basic or `client_id` + `client_secret` in the body; a public client sends `client_id` only.
         */
        post: operations["TokenController_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your bookings
         * @description Earliest first. Filter by `status` (any of upcoming, past, cancelled, unconfirmed), `eventTypeId`, `afterStart`, `beforeEnd`; `take` (default 100, at most 250) and `skip`.
         */
        get: operations["HostBookingsController_list"];
        put?: never;
        /**
         * Book a slot of an event type
         * @description `start` must be one of the slots of `GET /v2/slots`; the end follows from the length. No token needed. With an access token, its app is recorded on the booking (`createdByClientId`, `updatedByClientId`).
         */
        post: operations["PublicBookingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of your bookings */
        get: operations["HostBookingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/calendar-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Add-to-calendar links
         * @description Google, Outlook and Yahoo links, and the .ics file as a data: URL; times in UTC.
         */
        get: operations["BookingDetailsController_calendarLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/calendar-links/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the booking as an iCalendar (.ics) file
         * @description RFC 5545; times in UTC.
         */
        get: operations["BookingDetailsController_ics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking
         * @description Only a booking that has not ended. No token needed. With an access token, its app is recorded on the booking (`createdByClientId`, `updatedByClientId`).
         */
        post: operations["PublicBookingsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an unconfirmed booking
         * @description For event types that require confirmation.
         */
        post: operations["HostBookingsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an unconfirmed booking
         * @description The optional `reason` is kept as `rejectionReason`.
         */
        post: operations["HostBookingsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add guests to a booking
         * @description Addresses already invited, or the attendee’s, are not added twice.
         */
        post: operations["HostBookingsController_addGuests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change where a booking takes place */
        patch: operations["HostBookingsController_updateLocation"];
        trace?: never;
    };
    "/v2/bookings/{uid}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reassign a booking to another host
         * @description A personal booking has no other host, so it is refused with 422 saying so; a team booking you host is refused with 422 naming its team route (`POST /v2/teams/{teamId}/bookings/{uid}/reassign`).
         */
        post: operations["HostBookingsController_reassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/recordings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recordings of the meeting
         * @description Empty until a video integration stores some.
         */
        get: operations["BookingDetailsController_recordings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Calendar entries integrations created for the booking */
        get: operations["BookingDetailsController_references"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a booking to another slot
         * @description Creates the new booking (`fromRescheduleUid` names the old one) and cancels the old one (`rescheduledToUid` names the new one), or changes nothing if the time is taken. No token needed. With an access token, its app is recorded on the booking (`createdByClientId`, `updatedByClientId`).
         */
        post: operations["PublicBookingsController_reschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bookings/{uid}/transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transcripts of the meeting
         * @description Empty until a video integration stores some.
         */
        get: operations["BookingDetailsController_transcripts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your calendar connections, each with its calendars
         * @description Oldest first; `take` (default 100, at most 250) and `skip`.
         */
        get: operations["CalendarsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/{calendar}/calendars/{externalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Choose whether a calendar is checked for conflicts, and whether bookings are written to it */
        patch: operations["CalendarsController_updateCalendar"];
        trace?: never;
    };
    "/v2/calendars/{calendar}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify that a connection still works
         * @description Answers 200 with `ok: false` and the reason when it does not.
         */
        get: operations["CalendarsController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/{calendar}/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect a calendar connection
         * @description Its credentials are deleted. Events already written stay in the calendar.
         */
        post: operations["CalendarsController_disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/apple/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect an Apple (iCloud) calendar account
         * @description Apple ID and an app-specific password; the account is tried and its calendars discovered before anything is stored.
         */
        post: operations["CalendarsController_connectApple"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/busy-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your busy times from the calendars selected for conflict checking
         * @description Merged intervals, UTC, earliest first; `take` (default 100, at most 250) and `skip`. A calendar that cannot be read is left out (its connection shows `failing`). Answers are cached up to CALENDAR_BUSY_CACHE_SECONDS.
         */
        get: operations["CalendarsController_busyTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/caldav/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a CalDAV calendar account
         * @description The account is tried and its calendars discovered (RFC 6764, RFC 4791) before anything is stored.
         */
        post: operations["CalendarsController_connectCalDav"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/google/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start connecting a Google calendar account
         * @description Answers the Google authorization URL to send the person to.
         */
        get: operations["OAuthCalendarsController_connectGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/ics-feed/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fetch each of your ICS feeds again and report whether it works */
        get: operations["CalendarsController_checkFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/ics-feed/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add read-only ICS feeds
         * @description Each URL is fetched and parsed first; if one fails, none is saved and the error names it.
         */
        post: operations["CalendarsController_saveFeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/calendars/office365/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start connecting a Microsoft 365 or Outlook.com calendar account
         * @description Answers the Microsoft authorization URL to send the person to.
         */
        get: operations["OAuthCalendarsController_connectMicrosoft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your event types
         * @description Oldest first; `take` (default 100, at most 250) and `skip`.
         */
        get: operations["EventTypesController_list"];
        put?: never;
        /**
         * Create an event type
         * @description Without `scheduleId` it offers the times of your default schedule. Hidden event types are booked through private links.
         */
        post: operations["EventTypesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/event-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of your event types */
        get: operations["EventTypesController_get"];
        put?: never;
        post?: never;
        /**
         * Delete an event type
         * @description Its private links go with it; its bookings stay.
         */
        delete: operations["EventTypesController_remove"];
        options?: never;
        head?: never;
        /**
         * Change an event type
         * @description Only the fields sent change. Existing bookings keep their times.
         */
        patch: operations["EventTypesController_update"];
        trace?: never;
    };
    "/v2/event-types/{id}/private-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an event type's private links
         * @description Hints only: the tokens are never shown again.
         */
        get: operations["PrivateLinksController_list"];
        put?: never;
        /**
         * Create a private link
         * @description The response carries the token, this once; only its hash is kept. Optionally expiring or limited in uses.
         */
        post: operations["PrivateLinksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/event-types/{id}/private-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a private link
         * @description It stops working at once.
         */
        delete: operations["PrivateLinksController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a private link
         * @description Its expiry or its limit of uses (null: none); the uses so far are kept.
         */
        patch: operations["PrivateLinksController_update"];
        trace?: never;
    };
    "/v2/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authorized user's profile */
        get: operations["MeController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the authorized user's name, time zone, week start or locale */
        patch: operations["MeController_update"];
        trace?: never;
    };
    "/v2/oauth-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your clients */
        get: operations["DeveloperClientsController_list"];
        put?: never;
        /**
         * Register a client
         * @description It starts `pending` until an administrator approves it. A confidential client gets its first secret, shown this once.
         */
        post: operations["DeveloperClientsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/oauth-clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of your clients */
        get: operations["DeveloperClientsController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a client
         * @description Every token issued to it stops working.
         */
        delete: operations["DeveloperClientsController_remove"];
        options?: never;
        head?: never;
        /**
         * Edit a client
         * @description A `pending` client changes at once; a `rejected` one changes and goes back to `pending`. On an `approved` client, changing the name or logo, adding a redirect URI or adding a scope is held as its `pendingChange` until an administrator approves it; the approved values keep working meanwhile. What cannot widen access (the website, removing redirect URIs or scopes) applies at once, also within an edit that holds the rest. Fields left out keep the values of the pending change, if any; a new edit replaces it. Selecting scopes on a legacy client migrates it.
         */
        patch: operations["DeveloperClientsController_update"];
        trace?: never;
    };
    "/v2/oauth-clients/{clientId}/pending-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw the pending change
         * @description The client stays as approved.
         */
        delete: operations["DeveloperClientsController_withdrawChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/oauth-clients/{clientId}/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the active secrets (hints only) */
        get: operations["DeveloperClientsController_listSecrets"];
        put?: never;
        /**
         * Create a secret (rotation)
         * @description At most 2 are active. The secret is shown this once.
         */
        post: operations["DeveloperClientsController_createSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/oauth-clients/{clientId}/secrets/{secretId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a secret
         * @description Effective at once. The last active secret cannot be revoked.
         */
        delete: operations["DeveloperClientsController_revokeSecret"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s bookings
         * @description Its teams’ and its members’ bookings, earliest first; the same filters as your own bookings.
         */
        get: operations["OrgBookingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/bookings/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the organization’s bookings */
        get: operations["OrgBookingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/bookings/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking of the organization */
        post: operations["OrgBookingsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/bookings/{uid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an unconfirmed booking of the organization */
        post: operations["OrgBookingsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/bookings/{uid}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an unconfirmed booking of the organization */
        post: operations["OrgBookingsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/bookings/{uid}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reassign a round-robin booking of one of the organization’s teams
         * @description As on the team route.
         */
        post: operations["OrgBookingsController_reassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the event types of all the organization’s teams
         * @description Oldest first, with hosts; `take` and `skip`.
         */
        get: operations["OrgEventTypesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/event-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an event type of one of the organization’s teams */
        get: operations["OrgEventTypesController_get"];
        put?: never;
        post?: never;
        /**
         * Delete an event type of one of the organization’s teams
         * @description Its bookings stay.
         */
        delete: operations["OrgEventTypesController_remove"];
        options?: never;
        head?: never;
        /**
         * Change an event type of one of the organization’s teams
         * @description As its team’s owners could: only the fields sent change; `hosts` is replaced whole.
         */
        patch: operations["OrgEventTypesController_update"];
        trace?: never;
    };
    "/v2/organizations/{orgId}/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s memberships
         * @description Invitations included (`accepted: false`). `take` and `skip`.
         */
        get: operations["OrgMembershipsController_list"];
        put?: never;
        /**
         * Add an existing account to the organization
         * @description By email or user id. The person must accept before the membership counts (`status: invited`). Adding by email needs TEAM_MEMBERSHIP_WRITE (403 `insufficient_scope` otherwise, whether or not the address has an account). Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        post: operations["OrgMembershipsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/memberships/{membershipId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a membership of the organization */
        get: operations["OrgMembershipsController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a membership, leave the organization, or decline an invitation
         * @description Your own membership: leave or decline. Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        delete: operations["OrgMembershipsController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a role, or accept your invitation
         * @description `{"accepted": true}` on your own membership accepts it. Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        patch: operations["OrgMembershipsController_update"];
        trace?: never;
    };
    "/v2/organizations/{orgId}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every member’s schedules
         * @description Of accepted members, by member; `take` and `skip`.
         */
        get: operations["OrgSchedulesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s teams
         * @description Every member sees the directory; `take` and `skip`.
         */
        get: operations["OrgTeamsController_list"];
        put?: never;
        /**
         * Create a team in the organization
         * @description You become its first owner; only the organization’s members can join it.
         */
        post: operations["OrgTeamsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a team */
        get: operations["TeamProfileController_getInOrganization"];
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description Its memberships and event types go with it; its bookings stay with their hosts.
         */
        delete: operations["TeamProfileController_removeInOrganization"];
        options?: never;
        head?: never;
        /**
         * Change a team
         * @description Only the fields sent change.
         */
        patch: operations["TeamProfileController_updateInOrganization"];
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team’s bookings
         * @description Earliest first; the same filters as your own bookings, with `take` and `skip`.
         */
        get: operations["TeamBookingsController_listInOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/bookings/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the team’s bookings */
        get: operations["TeamBookingsController_getInOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/bookings/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a team booking
         * @description The optional `reason` is kept as `cancellationReason`; the hosts’ time is freed.
         */
        post: operations["TeamBookingsController_cancelInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/bookings/{uid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an unconfirmed team booking */
        post: operations["TeamBookingsController_confirmInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/bookings/{uid}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an unconfirmed team booking */
        post: operations["TeamBookingsController_declineInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/bookings/{uid}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reassign a round-robin team booking
         * @description To `hostUserId` if given (a host of the event type, free then), else to the next free host in round-robin order.
         */
        post: operations["TeamBookingsController_reassignInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team’s event types
         * @description Oldest first, with their hosts; `take` and `skip`.
         */
        get: operations["TeamEventTypesController_listInOrganization"];
        put?: never;
        /**
         * Create a team event type
         * @description COLLECTIVE: a slot is free when every host is, and every host attends. ROUND_ROBIN: a slot is free when any host is, and booking assigns the free host booked least recently (then the higher priority). Hosts offer the hours of their default schedules.
         */
        post: operations["TeamEventTypesController_createInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/event-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the team’s event types */
        get: operations["TeamEventTypesController_getInOrganization"];
        put?: never;
        post?: never;
        /**
         * Delete a team event type
         * @description Its bookings stay.
         */
        delete: operations["TeamEventTypesController_removeInOrganization"];
        options?: never;
        head?: never;
        /**
         * Change a team event type
         * @description Only the fields sent change; `hosts` is replaced whole. Existing bookings keep their times and hosts.
         */
        patch: operations["TeamEventTypesController_updateInOrganization"];
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team’s memberships
         * @description Invitations included (`accepted: false`). `take` and `skip`.
         */
        get: operations["TeamMembershipsController_listInOrganization"];
        put?: never;
        /**
         * Add an existing account to the team
         * @description By email or user id. The person must accept before the membership counts (`status: invited`). Adding by email needs TEAM_MEMBERSHIP_WRITE (403 `insufficient_scope` otherwise, whether or not the address has an account). Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        post: operations["TeamMembershipsController_addInOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/memberships/{membershipId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a membership of the team */
        get: operations["TeamMembershipsController_getInOrganization"];
        put?: never;
        post?: never;
        /**
         * Remove a membership, leave the team, or decline an invitation
         * @description Your own membership: leave or decline. Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        delete: operations["TeamMembershipsController_removeInOrganization"];
        options?: never;
        head?: never;
        /**
         * Change a role, or accept your invitation
         * @description `{"accepted": true}` on your own membership accepts it. Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        patch: operations["TeamMembershipsController_updateInOrganization"];
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members’ schedules
         * @description Of accepted members, by member; `take` and `skip`.
         */
        get: operations["TeamSchedulesController_listInOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/teams/{teamId}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member’s schedule
         * @description As the member could: only the fields sent change; `isDefault: true` makes it their default.
         */
        patch: operations["TeamSchedulesController_updateInOrganization"];
        trace?: never;
    };
    "/v2/organizations/{orgId}/users/{userId}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a schedule for a member
         * @description As they could: their first schedule becomes their default.
         */
        post: operations["OrgSchedulesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/organizations/{orgId}/users/{userId}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a member’s schedule
         * @description Deleting their default makes their oldest remaining schedule the default.
         */
        delete: operations["OrgSchedulesController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a member’s schedule
         * @description Only the fields sent change; `isDefault: true` makes it their default.
         */
        patch: operations["OrgSchedulesController_update"];
        trace?: never;
    };
    "/v2/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your schedules
         * @description Oldest first; `take` (default 100, at most 250) and `skip`.
         */
        get: operations["SchedulesController_list"];
        put?: never;
        /**
         * Create a schedule
         * @description Weekly hours and date overrides are wall-clock times in the schedule’s time zone (yours by default). Without `availability`: Monday to Friday, 09:00 to 17:00. Your first schedule becomes the default.
         */
        post: operations["SchedulesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of your schedules */
        get: operations["SchedulesController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a schedule
         * @description Deleting the default makes your oldest remaining schedule the default; event types using it fall back to the default.
         */
        delete: operations["SchedulesController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a schedule
         * @description Only the fields sent change; `availability` and `overrides` are replaced whole. `isDefault: true` makes it the default.
         */
        patch: operations["SchedulesController_update"];
        trace?: never;
    };
    "/v2/schedules/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get your default schedule
         * @description Event types without a schedule of their own offer its times.
         */
        get: operations["SchedulesController_getDefault"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Available start times of an event type
         * @description From the host's schedule (wall-clock hours in its time zone) and date overrides, minus existing bookings and buffers, after the minimum notice. Grouped by local date in `timeZone`. `start` is included, `end` excluded, at most 31 days apart. No token needed.
         */
        get: operations["SlotsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your teams and invitations
         * @description Each with your membership: `accepted: false` is an invitation to accept or decline. `take` (default 100, at most 250) and `skip`.
         */
        get: operations["TeamsController_list"];
        put?: never;
        /**
         * Create a team
         * @description You become its first owner.
         */
        post: operations["TeamsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a team */
        get: operations["TeamProfileController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a team
         * @description Its memberships and event types go with it; its bookings stay with their hosts.
         */
        delete: operations["TeamProfileController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a team
         * @description Only the fields sent change.
         */
        patch: operations["TeamProfileController_update"];
        trace?: never;
    };
    "/v2/teams/{teamId}/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team’s bookings
         * @description Earliest first; the same filters as your own bookings, with `take` and `skip`.
         */
        get: operations["TeamBookingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/bookings/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the team’s bookings */
        get: operations["TeamBookingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/bookings/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a team booking
         * @description The optional `reason` is kept as `cancellationReason`; the hosts’ time is freed.
         */
        post: operations["TeamBookingsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/bookings/{uid}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an unconfirmed team booking */
        post: operations["TeamBookingsController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/bookings/{uid}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an unconfirmed team booking */
        post: operations["TeamBookingsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/bookings/{uid}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reassign a round-robin team booking
         * @description To `hostUserId` if given (a host of the event type, free then), else to the next free host in round-robin order.
         */
        post: operations["TeamBookingsController_reassign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team’s event types
         * @description Oldest first, with their hosts; `take` and `skip`.
         */
        get: operations["TeamEventTypesController_list"];
        put?: never;
        /**
         * Create a team event type
         * @description COLLECTIVE: a slot is free when every host is, and every host attends. ROUND_ROBIN: a slot is free when any host is, and booking assigns the free host booked least recently (then the higher priority). Hosts offer the hours of their default schedules.
         */
        post: operations["TeamEventTypesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/event-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of the team’s event types */
        get: operations["TeamEventTypesController_get"];
        put?: never;
        post?: never;
        /**
         * Delete a team event type
         * @description Its bookings stay.
         */
        delete: operations["TeamEventTypesController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a team event type
         * @description Only the fields sent change; `hosts` is replaced whole. Existing bookings keep their times and hosts.
         */
        patch: operations["TeamEventTypesController_update"];
        trace?: never;
    };
    "/v2/teams/{teamId}/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the team’s memberships
         * @description Invitations included (`accepted: false`). `take` and `skip`.
         */
        get: operations["TeamMembershipsController_list"];
        put?: never;
        /**
         * Add an existing account to the team
         * @description By email or user id. The person must accept before the membership counts (`status: invited`). Adding by email needs TEAM_MEMBERSHIP_WRITE (403 `insufficient_scope` otherwise, whether or not the address has an account). Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        post: operations["TeamMembershipsController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/memberships/{membershipId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a membership of the team */
        get: operations["TeamMembershipsController_get"];
        put?: never;
        post?: never;
        /**
         * Remove a membership, leave the team, or decline an invitation
         * @description Your own membership: leave or decline. Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        delete: operations["TeamMembershipsController_remove"];
        options?: never;
        head?: never;
        /**
         * Change a role, or accept your invitation
         * @description `{"accepted": true}` on your own membership accepts it. Admins add and remove members and admins and change their roles; only an owner makes or removes owners; the last owner can be neither removed nor demoted.
         */
        patch: operations["TeamMembershipsController_update"];
        trace?: never;
    };
    "/v2/teams/{teamId}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members’ schedules
         * @description Of accepted members, by member; `take` and `skip`.
         */
        get: operations["TeamSchedulesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/teams/{teamId}/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a member’s schedule
         * @description As the member could: only the fields sent change; `isDefault: true` makes it their default.
         */
        patch: operations["TeamSchedulesController_update"];
        trace?: never;
    };
    "/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This app's webhooks for you */
        get: operations["WebhooksController_list"];
        put?: never;
        /**
         * Create a webhook
         * @description Answers the signing secret, once. At most 10 webhooks per app and person.
         */
        post: operations["WebhooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your webhooks */
        get: operations["WebhooksController_get"];
        put?: never;
        post?: never;
        /** Delete a webhook; its queued deliveries are dropped */
        delete: operations["WebhooksController_remove"];
        options?: never;
        head?: never;
        /** Change the URL or triggers of a webhook, or turn it on or off */
        patch: operations["WebhooksController_update"];
        trace?: never;
    };
    "/v2/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deliveries of a webhook, newest first, each with its attempts
         * @description Paged with `take` and `skip`.
         */
        get: operations["WebhookDeliveriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Same webhook-id and body; retried for 3 days if it fails.
         */
        post: operations["WebhookDeliveriesController_redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a PING event
         * @description Queued at once and sent like any event (also to an inactive webhook); follow it in the deliveries. One per webhook every 10 seconds.
         */
        post: operations["WebhookDeliveriesController_ping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Answers the new secret, once. For 24 hours (until `previousSecretExpiresAt`) the previous secret signs too (two signatures per delivery), so the receiver can switch without missing one. A second rotation within those 24 hours ends the first previous secret at once: only the secret it replaces keeps signing beside the new one.
         */
        post: operations["WebhooksController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    BOOKING_CANCELLED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOOKING_CANCELLED
         * @description A booking was cancelled. POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_BOOKING_CANCELLED"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BOOKING_CONFIRMED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOOKING_CONFIRMED
         * @description The person confirmed a booking that awaited their confirmation. POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_BOOKING_CONFIRMED"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BOOKING_CREATED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOOKING_CREATED
         * @description A booking was made with the person (accepted, or awaiting their confirmation). POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_BOOKING_CREATED"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BOOKING_REASSIGNED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOOKING_REASSIGNED
         * @description A team booking changed host: sent to the webhooks of the former host and of the new one. POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_BOOKING_REASSIGNED"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BOOKING_REJECTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOOKING_REJECTED
         * @description The person declined a booking that awaited their confirmation. POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_BOOKING_REJECTED"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    BOOKING_RESCHEDULED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * BOOKING_RESCHEDULED
         * @description A booking was moved: `data` is the new booking (`fromRescheduleUid` names the one it replaced). POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_BOOKING_RESCHEDULED"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    PING: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PING
         * @description Sent when the app asks (`POST /v2/webhooks/{id}/ping`), whatever the webhook’s triggers. POSTed to the webhook’s `subscriberUrl` as JSON, signed per Standard Webhooks.
         */
        post: operations["webhook_PING"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AddGuestsDto: {
            /**
             * @example [
             *       "bo@example.com"
             *     ]
             */
            guests: string[];
        };
        AddMemberDto: {
            /**
             * @description The email of an existing account (or give userId)
             * @example bo@example.com
             */
            email?: string;
            /**
             * @description Only an owner may add an OWNER
             * @default MEMBER
             * @enum {string}
             */
            role?: "MEMBER" | "ADMIN" | "OWNER";
            /** @description The id of an existing account (or give email) */
            userId?: number;
        };
        AdminOrganizationPageDto: {
            items: components["schemas"]["AdminOrganizationResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        AdminOrganizationPageEnvelopeDto: {
            data: components["schemas"]["AdminOrganizationPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        AdminOrganizationResponseDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            name: string;
            /** @description The email addresses of its (accepted) owners */
            owners: string[];
            slug: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AttendeeDto: {
            /** @example ana@example.com */
            email: string;
            /** @example Ana Lima */
            name: string;
            /** @example Europe/Lisbon */
            timeZone: string;
        };
        AuthorizationUrlEnvelopeDto: {
            data: components["schemas"]["AuthorizationUrlResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        AuthorizationUrlResponseDto: {
            /**
             * @description Send the person's browser here. It comes back to /v2/calendars/{google,office365}/save, which needs them signed in here too; the URL is good for 10 minutes, once.
             * @example https://accounts.google.com/o/oauth2/v2/auth?client_id=…&state=…&code_challenge=…
             */
            authUrl: string;
        };
        BookingCreatorDto: {
            /** @description Its OAuth client id */
            clientId: string;
            /** @description Its name, as the consent page shows it; null once the app has been deleted */
            name: string | null;
        };
        BookingEnvelopeDto: {
            data: components["schemas"]["BookingResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        BookingHostDto: {
            name: string;
            userId: number;
        };
        BookingPageDto: {
            items: components["schemas"]["BookingResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        BookingPageEnvelopeDto: {
            data: components["schemas"]["BookingPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        BookingResponseDto: {
            attendee: components["schemas"]["AttendeeDto"];
            cancellationReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The app that created it through its access token (the REST API or a tool of the MCP endpoint); null when the person made it themselves or it was booked without a token (the public booking page) */
            createdBy: components["schemas"]["BookingCreatorDto"] | null;
            /** @description The OAuth client that created it, if any (the same as `createdBy.clientId`) */
            createdByClientId: string | null;
            durationMinutes: number;
            /** Format: date-time */
            end: string;
            /** @description null once the event type is deleted */
            eventTypeId: number | null;
            /** @description The booking this one replaced */
            fromRescheduleUid: string | null;
            guests: string[];
            /** @description The organizer: the host, or the team host it is assigned to (the first host of a collective booking) */
            hostId: number;
            /** @description Everyone attending as a host */
            hosts: components["schemas"]["BookingHostDto"][];
            location: components["schemas"]["MeetingLocationDto"] | null;
            /** @description Why the host declined it */
            rejectionReason: string | null;
            /** @description Cancelled because it was moved to another time */
            rescheduled: boolean;
            /** @description The booking that replaced this one */
            rescheduledToUid: string | null;
            /** Format: date-time */
            start: string;
            /** @enum {string} */
            status: "accepted" | "unconfirmed" | "cancelled" | "rejected";
            /** @description The team whose event type was booked; null for a personal booking */
            teamId: number | null;
            title: string;
            /** @description The public identifier */
            uid: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The OAuth client of the last change, if any */
            updatedByClientId: string | null;
        };
        BusyIntervalPageDto: {
            items: components["schemas"]["BusyIntervalResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        BusyIntervalPageEnvelopeDto: {
            data: components["schemas"]["BusyIntervalPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        BusyIntervalResponseDto: {
            /** @example 2030-03-25T09:00:00.000Z */
            end: string;
            /** @example 2030-03-25T08:00:00.000Z */
            start: string;
        };
        CalendarConnectionEnvelopeDto: {
            data: components["schemas"]["CalendarConnectionResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CalendarConnectionListEnvelopeDto: {
            data: components["schemas"]["CalendarConnectionResponseDto"][];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CalendarConnectionPageDto: {
            items: components["schemas"]["CalendarConnectionResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        CalendarConnectionPageEnvelopeDto: {
            data: components["schemas"]["CalendarConnectionPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CalendarConnectionResponseDto: {
            calendars: components["schemas"]["ConnectedCalendarResponseDto"][];
            /** Format: date-time */
            createdAt: string;
            /** @description Use it as :calendar in the routes that act on one connection */
            id: number;
            /** @enum {string} */
            kind: "apple" | "caldav" | "ics-feed" | "google" | "office365";
            /**
             * @description The account (user name) or the feed’s host
             * @example alice@example.com
             */
            label: string;
            /** Format: date-time */
            lastCheckedAt?: string | null;
            lastError?: string | null;
            /**
             * @description `failing` after the last use failed (see lastError); `reconnect_needed` when Google or Microsoft no longer accept our authorization (connect it again)
             * @enum {string}
             */
            status: "ok" | "failing" | "reconnect_needed";
        };
        CalendarLinksEnvelopeDto: {
            data: components["schemas"]["CalendarLinksResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CalendarLinksResponseDto: {
            google: string;
            /** @description The .ics file as a data: URL */
            ics: string;
            outlook: string;
            yahoo: string;
        };
        CalendarReferenceListEnvelopeDto: {
            data: components["schemas"]["CalendarReferenceResponseDto"][];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CalendarReferenceResponseDto: {
            externalId: string;
            meetingUrl: string | null;
            /** @example google_calendar */
            provider: string;
            /** @description The iCalendar UID, when the calendar has one */
            uid: string | null;
        };
        CancelBookingDto: {
            /** @example Something came up */
            reason?: string;
        };
        ChangeDecisionDto: {
            /**
             * @description The pending change’s `revision` (from the list); 409 if the owner replaced or withdrew it since
             * @example 4
             */
            revision: number;
        };
        ChangeRejectionDto: {
            fields: ("name" | "logoUri" | "redirectUris" | "scopes")[];
            /** @description As the administrator wrote it */
            reason: string;
            rejectedAt: string;
        };
        CheckResultListEnvelopeDto: {
            data: components["schemas"]["CheckResultResponseDto"][];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CheckResultResponseDto: {
            /** Format: date-time */
            checkedAt: string;
            /** @description Why not, in words safe to show */
            error?: string | null;
            id: number;
            /** @enum {string} */
            kind: "apple" | "caldav" | "ics-feed" | "google" | "office365";
            label: string;
            /** @description The connection answered with these credentials just now */
            ok: boolean;
            /**
             * @description `reconnect_needed`: the provider refused our authorization; the person must connect again
             * @enum {string}
             */
            status: "ok" | "failing" | "reconnect_needed";
        };
        ClientEnvelopeDto: {
            data: components["schemas"]["ClientResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        ClientListEnvelopeDto: {
            data: components["schemas"]["ClientResponseDto"][];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        ClientOwnerDto: {
            email: string;
            id: number;
            name: string;
        };
        ClientResponseDto: {
            /** @description Why the last pending change was rejected (until the next one is submitted or approved) */
            changeRejection: components["schemas"]["ChangeRejectionDto"] | null;
            clientId: string;
            createdAt: string;
            /** @description Tokens are unrestricted until scopes are selected */
            legacy: boolean;
            logoUri: string | null;
            name: string;
            /** @description An edit of the approved client that waits for an administrator’s review; the fields above stay as approved until then */
            pendingChange: components["schemas"]["PendingChangeDto"] | null;
            redirectUris: string[];
            scopes: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "suspended";
            /** @description Why it was rejected or suspended */
            statusReason: string | null;
            /** @enum {string} */
            type: "confidential" | "public";
            updatedAt: string;
            websiteUri: string | null;
        };
        ConnectCalDavDto: {
            /**
             * Format: password
             * @description The password (for Apple: an app-specific password). Stored encrypted, never returned.
             */
            password: string;
            /**
             * @description The CalDAV server (http or https). Needed for caldav; Apple uses https://caldav.icloud.com unless given.
             * @example https://caldav.example.com/
             */
            serverUrl?: string;
            /**
             * @description The CalDAV (for Apple: Apple ID) user name
             * @example alice@example.com
             */
            username: string;
        };
        ConnectedCalendarResponseDto: {
            /**
             * @description The provider's id of the calendar; use it (URL-encoded) in PATCH .../calendars/:externalId
             * @example https://caldav.example.com/alice/work/
             */
            externalId: string;
            /** @description New bookings are written to it */
            isDestination: boolean;
            /** @description Checked for conflicts: its events make you busy */
            isSelected: boolean;
            /** @example Work */
            name: string;
            readOnly: boolean;
        };
        CreateBookingDto: {
            attendee: components["schemas"]["AttendeeDto"];
            eventTypeId: number;
            /**
             * @example [
             *       "bo@example.com"
             *     ]
             */
            guests?: string[];
            /**
             * @description Which of the event type's locations; the first when absent
             * @enum {string}
             */
            locationType?: "video" | "phone" | "in_person" | "link";
            /** @description A private link token: needed for a hidden event type; used once */
            privateLink?: string;
            /**
             * @description One of the slots; the end follows from the length
             * @example 2030-03-25T08:00:00Z
             */
            start: string;
        };
        CreateClientDto: {
            /** @example https://app.example.com/logo.png */
            logoUri?: string | null;
            /**
             * @description Shown to people on the consent page; trimmed
             * @example Acme Scheduler
             */
            name: string;
            /**
             * @description 1 to 10 exact URIs
             * @example [
             *       "https://app.example.com/oauth/callback"
             *     ]
             */
            redirectUris: string[];
            /**
             * @description At least 1
             * @example [
             *       "BOOKING_READ",
             *       "PROFILE_READ"
             *     ]
             */
            scopes: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            /**
             * @description `public` clients (mobile, single-page) have no secret and must use PKCE.
             * @enum {string}
             */
            type: "confidential" | "public";
            /** @example https://app.example.com */
            websiteUri?: string | null;
        };
        CreatedClientEnvelopeDto: {
            data: components["schemas"]["CreatedClientResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CreatedClientResponseDto: {
            /** @description Why the last pending change was rejected (until the next one is submitted or approved) */
            changeRejection: components["schemas"]["ChangeRejectionDto"] | null;
            clientId: string;
            /** @description Confidential clients only. Shown this once: store it now. */
            clientSecret?: string;
            createdAt: string;
            /** @description Tokens are unrestricted until scopes are selected */
            legacy: boolean;
            logoUri: string | null;
            name: string;
            /** @description An edit of the approved client that waits for an administrator’s review; the fields above stay as approved until then */
            pendingChange: components["schemas"]["PendingChangeDto"] | null;
            redirectUris: string[];
            scopes: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "suspended";
            /** @description Why it was rejected or suspended */
            statusReason: string | null;
            /** @enum {string} */
            type: "confidential" | "public";
            updatedAt: string;
            websiteUri: string | null;
        };
        CreatedPrivateLinkEnvelopeDto: {
            data: components["schemas"]["CreatedPrivateLinkResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        CreatedPrivateLinkResponseDto: {
            /** Format: date-time */
            createdAt: string;
            eventTypeId: number;
            /** Format: date-time */
            expiresAt: string | null;
            /**
             * @description The last characters of the token, to tell links apart
             * @example …x7Qa
             */
            hint: string;
            id: number;
            maxUses: number | null;
            /** @description The secret token. Shown once; only its hash is kept. */
            token: string;
            /** @description Not expired and not used up */
            usable: boolean;
            useCount: number;
        };
        CreateEventTypeDto: {
            /** @default 0 */
            afterEventBufferMinutes?: number;
            /** @default 0 */
            beforeEventBufferMinutes?: number;
            description?: string | null;
            /**
             * @description Hidden event types are booked through private links only
             * @default false
             */
            hidden?: boolean;
            lengthMinutes: number;
            locations?: components["schemas"]["MeetingLocationDto"][];
            /** @default 120 */
            minimumBookingNoticeMinutes?: number;
            /** @default false */
            requiresConfirmation?: boolean;
            /** @description One of your schedules; null: your default schedule */
            scheduleId?: number | null;
            /** @description Minutes between offered start times; null: the length */
            slotIntervalMinutes?: number | null;
            /**
             * @description Lower-case letters, digits and hyphens; unique among yours
             * @example call-30
             */
            slug: string;
            /** @example 30 minute call */
            title: string;
        };
        CreateOrganizationDto: {
            /** @example Acme */
            name: string;
            /**
             * @description An existing account: it becomes the organization’s first owner
             * @example owner@acme.example
             */
            ownerEmail: string;
            /**
             * @description Lower-case letters, digits and hyphens; unique across the service
             * @example acme
             */
            slug: string;
        };
        CreatePrivateLinkDto: {
            /**
             * Format: date-time
             * @description When the link stops working; never when absent
             */
            expiresAt?: string;
            /** @description How many bookings it admits; unlimited when absent */
            maxUses?: number;
        };
        CreateScheduleDto: {
            /** @description Defaults to Monday to Friday, 09:00 to 17:00 */
            availability?: components["schemas"]["WeeklyRangeDto"][];
            /** @description Make this the person's default schedule (the first one always is) */
            isDefault?: boolean;
            /** @example Working hours */
            name: string;
            overrides?: components["schemas"]["DateOverrideDto"][];
            /**
             * @description IANA time zone; defaults to the person's own
             * @example Europe/Berlin
             */
            timeZone?: string;
        };
        CreateTeamDto: {
            bio?: string | null;
            /** @example https://example.com/logo.png */
            logoUrl?: string | null;
            /** @example Sales */
            name: string;
            /**
             * @description Lower-case letters, digits and hyphens; unique across the service
             * @example sales
             */
            slug: string;
            /**
             * @default UTC
             * @example Europe/Berlin
             */
            timeZone?: string;
        };
        CreateTeamEventTypeDto: {
            /** @default 0 */
            afterEventBufferMinutes?: number;
            /** @default 0 */
            beforeEventBufferMinutes?: number;
            description?: string | null;
            /** @description Accepted members of the team; no one twice */
            hosts: components["schemas"]["HostDto"][];
            lengthMinutes: number;
            locations?: components["schemas"]["MeetingLocationDto"][];
            /** @default 120 */
            minimumBookingNoticeMinutes?: number;
            /** @default false */
            requiresConfirmation?: boolean;
            /**
             * @description COLLECTIVE: every host attends; ROUND_ROBIN: one free host is assigned
             * @enum {string}
             */
            schedulingType: "COLLECTIVE" | "ROUND_ROBIN";
            /** @description Minutes between offered start times; null: the length */
            slotIntervalMinutes?: number | null;
            /**
             * @description Lower-case letters, digits and hyphens; unique among yours
             * @example call-30
             */
            slug: string;
            /** @example 30 minute call */
            title: string;
        };
        CreateWebhookDto: {
            /**
             * @description Deliveries are sent (true) or not queued at all (false)
             * @default true
             */
            active?: boolean;
            /**
             * @description Where deliveries are POSTed: http or https, a public address, at most 2000 characters
             * @example https://app.example.com/hooks/scheduling
             */
            subscriberUrl: string;
            /**
             * @description The booking changes to deliver (at least one)
             * @example [
             *       "BOOKING_CREATED",
             *       "BOOKING_CANCELLED"
             *     ]
             */
            triggers: ("BOOKING_CREATED" | "BOOKING_CANCELLED" | "BOOKING_RESCHEDULED" | "BOOKING_CONFIRMED" | "BOOKING_REJECTED" | "BOOKING_REASSIGNED")[];
        };
        DateOverrideDto: {
            /**
             * @description A local date in the schedule time zone
             * @example 2030-12-24
             */
            date: string;
            /** @description The hours of that date; empty: unavailable all day */
            ranges: components["schemas"]["TimeRangeDto"][];
        };
        DeclineBookingDto: {
            /** @example Something came up */
            reason?: string;
        };
        ErrorBodyDto: {
            /**
             * @description A stable code to branch on (`validation_failed`, `insufficient_scope`, `rate_limited`...)
             * @example not_found
             */
            code: string;
            /**
             * @description What was wrong, in words a developer can act on
             * @example Event type not found.
             */
            message: string;
        };
        ErrorEnvelopeDto: {
            error: components["schemas"]["ErrorBodyDto"];
            /**
             * @example error
             * @enum {string}
             */
            status: "error";
        };
        EventTypeEnvelopeDto: {
            data: components["schemas"]["EventTypeResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        EventTypeHostResponseDto: {
            name: string;
            priority: number;
            userId: number;
        };
        EventTypePageDto: {
            items: components["schemas"]["EventTypeResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        EventTypePageEnvelopeDto: {
            data: components["schemas"]["EventTypePageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        EventTypeResponseDto: {
            afterEventBufferMinutes: number;
            beforeEventBufferMinutes: number;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            hidden: boolean;
            id: number;
            lengthMinutes: number;
            locations: components["schemas"]["MeetingLocationDto"][];
            minimumBookingNoticeMinutes: number;
            requiresConfirmation: boolean;
            /** @description null: the default schedule */
            scheduleId: number | null;
            /** @description null: the length */
            slotIntervalMinutes: number | null;
            slug: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        HostDto: {
            /**
             * @description Round robin: higher first among hosts booked equally recently
             * @default 2
             */
            priority?: number;
            /** @description An accepted member of the team */
            userId: number;
        };
        IntrospectionResponseDto: {
            active: boolean;
            /** @description The audience (RFC 8707): the resource the token is accepted at, `{BASE_URL}/v2`, `{BASE_URL}/mcp` or `{BASE_URL}` (both) */
            aud?: string;
            client_id?: string;
            /** @description Expires at (seconds since the epoch) */
            exp?: number;
            /** @description Issued at (seconds since the epoch) */
            iat?: number;
            /** @description The issuer identifier */
            iss?: string;
            /**
             * @description Empty for an unrestricted (legacy) token
             * @example BOOKING_READ PROFILE_READ
             */
            scope?: string;
            /** @description The user id */
            sub?: string;
            /** @enum {string} */
            token_type?: "bearer";
            /**
             * @description Which credential this is
             * @enum {string}
             */
            token_use?: "access_token" | "refresh_token";
            /** @description Present (true) for an unrestricted (legacy) token */
            unrestricted?: boolean;
        };
        LoginDto: {
            /** @example ana@example.com */
            email: string;
            password: string;
            /** @description Path on this site to return to after signing in. */
            returnTo?: string;
        };
        MeEnvelopeDto: {
            data: components["schemas"]["MeResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        MeetingArtifactListEnvelopeDto: {
            data: components["schemas"]["MeetingArtifactResponseDto"][];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        MeetingArtifactResponseDto: {
            /** Format: date-time */
            createdAt: string;
            durationSeconds: number | null;
            url: string;
        };
        MeetingLocationDto: {
            /** @enum {string} */
            type: "video" | "phone" | "in_person" | "link";
            /**
             * @description A URL (video, link), a phone number or an address
             * @example https://meet.example.com/ana
             */
            value: string;
        };
        MembershipEnvelopeDto: {
            data: components["schemas"]["MembershipResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        MembershipPageDto: {
            items: components["schemas"]["MembershipResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        MembershipPageEnvelopeDto: {
            data: components["schemas"]["MembershipPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        MembershipResponseDto: {
            /** @description false until the person accepts; until then the membership gives no access */
            accepted: boolean;
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @enum {string} */
            role: "MEMBER" | "ADMIN" | "OWNER";
            /**
             * @description `invited` until the person accepts (the same as `accepted: false`), then `active`
             * @enum {string}
             */
            status: "invited" | "active";
            /** Format: date-time */
            updatedAt: string;
            user: components["schemas"]["MemberUserDto"];
            userId: number;
        };
        MemberUserDto: {
            /** @description Shown once the person has accepted; and in the answer to adding them by email, the address they were invited by */
            email?: string;
            id: number;
            /** @description Shown once the person has accepted */
            name?: string;
        };
        MeResponseDto: {
            /** @example 2026-01-31T09:00:00.000Z */
            createdAt: string;
            /** @example ana@example.com */
            email: string;
            /** @example 42 */
            id: number;
            /**
             * @description BCP 47 language tag
             * @example pt-PT
             */
            locale: string;
            /** @example Ana Lima */
            name: string;
            /**
             * @description IANA time zone
             * @example Europe/Lisbon
             */
            timeZone: string;
            /**
             * @example monday
             * @enum {string}
             */
            weekStart: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        };
        MetadataResponseDto: {
            authorization_endpoint: string;
            /** @description RFC 9207: redirects carry `iss` */
            authorization_response_iss_parameter_supported: boolean;
            /** @description Client ID Metadata Documents: present (true) only while the registration policy accepts them */
            client_id_metadata_document_supported?: boolean;
            /**
             * @example [
             *       "S256"
             *     ]
             */
            code_challenge_methods_supported: string[];
            /**
             * @example [
             *       "authorization_code",
             *       "refresh_token"
             *     ]
             */
            grant_types_supported: string[];
            introspection_endpoint: string;
            introspection_endpoint_auth_methods_supported: string[];
            /** @description The issuer identifier (`BASE_URL`) */
            issuer: string;
            /** @description RFC 7591: present only while the registration policy allows dynamic registration */
            registration_endpoint?: string;
            /**
             * @example [
             *       "query"
             *     ]
             */
            response_modes_supported: string[];
            /**
             * @example [
             *       "code"
             *     ]
             */
            response_types_supported: string[];
            revocation_endpoint: string;
            revocation_endpoint_auth_methods_supported: string[];
            scopes_supported: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            service_documentation: string;
            token_endpoint: string;
            token_endpoint_auth_methods_supported: string[];
        };
        MyTeamPageDto: {
            items: components["schemas"]["MyTeamResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        MyTeamPageEnvelopeDto: {
            data: components["schemas"]["MyTeamPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        MyTeamResponseDto: {
            bio: string | null;
            /** Format: date-time */
            createdAt: string;
            id: number;
            logoUrl: string | null;
            membership: components["schemas"]["OwnMembershipDto"];
            name: string;
            /** @description The organization the team belongs to, if any */
            organizationId: number | null;
            slug: string;
            /** @example Europe/Berlin */
            timeZone: string;
            /** Format: date-time */
            updatedAt: string;
        };
        NarrowScopesDto: {
            /**
             * @description The revision reviewed (from the list); refused with 409 if the owner has changed the client since
             * @example 3
             */
            revision?: number;
            /**
             * @description The scopes the client keeps: all within what it may hold today
             * @example [
             *       "PROFILE_READ"
             *     ]
             */
            scopes: string[];
        };
        NewSecretEnvelopeDto: {
            data: components["schemas"]["NewSecretResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        NewSecretResponseDto: {
            createdAt: string;
            /** @example …x7Qa */
            hint: string;
            id: number;
            /** @description Shown this once: store it now. */
            secret: string;
        };
        OAuthErrorResponseDto: {
            /**
             * @example invalid_grant
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "unsupported_token_type" | "access_denied" | "unsupported_response_type" | "server_error" | "temporarily_unavailable" | "invalid_target" | "invalid_redirect_uri" | "invalid_client_metadata";
            /**
             * @description What was wrong, for the developer
             * @example The authorization code has expired. Start the authorization again.
             */
            error_description: string;
        };
        OrganizationEnvelopeDto: {
            data: components["schemas"]["OrganizationResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        OrganizationResponseDto: {
            /** Format: date-time */
            createdAt: string;
            id: number;
            name: string;
            slug: string;
            /** Format: date-time */
            updatedAt: string;
        };
        OwnMembershipDto: {
            /** @description false: an invitation to accept (PATCH the membership with accepted: true) or decline (DELETE it) */
            accepted: boolean;
            id: number;
            /** @enum {string} */
            role: "MEMBER" | "ADMIN" | "OWNER";
        };
        PendingChangeDto: {
            /** @description The fields this change would set; only these are present below */
            fields: ("name" | "logoUri" | "redirectUris" | "scopes")[];
            /** @description null: the logo is removed */
            logoUri?: string | null;
            name?: string;
            /** @description The whole list as it will be once approved */
            redirectUris?: string[];
            /** @description The revision an administrator’s decision on this change must name */
            revision: number;
            /** @description The whole list as it will be once approved */
            scopes?: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            submittedAt: string;
        };
        PrivateLinkEnvelopeDto: {
            data: components["schemas"]["PrivateLinkResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        PrivateLinkPageDto: {
            items: components["schemas"]["PrivateLinkResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        PrivateLinkPageEnvelopeDto: {
            data: components["schemas"]["PrivateLinkPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        PrivateLinkResponseDto: {
            /** Format: date-time */
            createdAt: string;
            eventTypeId: number;
            /** Format: date-time */
            expiresAt: string | null;
            /**
             * @description The last characters of the token, to tell links apart
             * @example …x7Qa
             */
            hint: string;
            id: number;
            maxUses: number | null;
            /** @description Not expired and not used up */
            usable: boolean;
            useCount: number;
        };
        ProtectedResourceMetadataDto: {
            /** @description The issuer of the authorization server (`BASE_URL`) */
            authorization_servers: string[];
            /**
             * @example [
             *       "header"
             *     ]
             */
            bearer_methods_supported: string[];
            /** @description The resource identifier: `{BASE_URL}`, `{BASE_URL}/v2` or `{BASE_URL}/mcp` */
            resource: string;
            resource_documentation: string;
            resource_name: string;
            /** @description The scopes a self-registered client may be granted here: the resource's scopes within the registration policy's */
            scopes_supported: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
        };
        ReassignBookingDto: {
            /** @description The host to hand the booking to; without it, the next free host in round-robin order */
            hostUserId?: number;
        };
        RegistrationPolicyDto: {
            /**
             * @description Hostnames whose Client ID Metadata Documents count as reviewed by this policy; `*` approves every self-registered client within the policy. Others start `pending` in the review queue.
             * @example [
             *       "claude.ai",
             *       "vscode.dev"
             *     ]
             */
            autoApproveHosts: string[];
            /** @description Dynamic client registration (RFC 7591) at `/v2/auth/oauth2/register` */
            dynamicRegistration: boolean;
            /** @description Client ID Metadata Documents: an https `client_id` URL is fetched and registers its client */
            metadataDocuments: boolean;
            /** @description What self-registered clients may be enabled for (at least one; default: the twelve personal scopes) */
            scopes: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
        };
        RegistrationPolicyEnvelopeDto: {
            data: components["schemas"]["RegistrationPolicyResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        RegistrationPolicyResponseDto: {
            /** @description Hostnames whose Client ID Metadata Documents count as reviewed by this policy; `*` approves every self-registered client within the policy. Others start `pending` in the review queue. */
            autoApproveHosts: string[];
            dynamicRegistration: boolean;
            metadataDocuments: boolean;
            /** @description What self-registered clients may be enabled for (at least one; default: the twelve personal scopes) */
            scopes: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
        };
        RegistrationRequestDto: {
            /** @example My agent */
            client_name?: string;
            client_uri?: string;
            /**
             * @example [
             *       "authorization_code",
             *       "refresh_token"
             *     ]
             */
            grant_types?: string[];
            logo_uri?: string;
            /** @description https, or http on a loopback address (RFC 8252); 1 to 10, compared exactly */
            redirect_uris: string[];
            /**
             * @example [
             *       "code"
             *     ]
             */
            response_types?: string[];
            /** @description Space-separated; capped by the registration policy (its scopes when none is asked). Names: 30 scopes */
            scope?: string;
            /**
             * @description `none` for a public client (PKCE); default `client_secret_basic`
             * @enum {string}
             */
            token_endpoint_auth_method?: "none" | "client_secret_basic" | "client_secret_post";
        };
        RegistrationResponseDto: {
            client_id: string;
            /** @description Seconds since the epoch */
            client_id_issued_at: number;
            client_name: string;
            /** @description Only for `client_secret_basic` and `client_secret_post`: shown this once */
            client_secret?: string;
            /** @description 0: the secret does not expire (rotate it as for any client) */
            client_secret_expires_at?: number;
            client_uri?: string;
            grant_types: string[];
            logo_uri?: string;
            redirect_uris: string[];
            response_types: string[];
            /** @description The scopes the client asked for, within the registration policy. It may later ask for any scope the policy allows at the resource it names (step-up), unless an administrator sets its scopes */
            scope: string;
            /**
             * @description Not an RFC 7591 field: `pending` until an administrator approves the client (the authorization endpoint refuses it until then: `error=unauthorized_client` at a loopback redirect URI, a page otherwise), `approved` when the registration policy approves it at once
             * @enum {string}
             */
            status: "pending" | "approved";
            /** @enum {string} */
            token_endpoint_auth_method: "none" | "client_secret_basic" | "client_secret_post";
        };
        RejectChangeDto: {
            /**
             * @description Shown to the owner
             * @example The new redirect URI is not on your domain.
             */
            reason: string;
            /**
             * @description The pending change’s `revision` (from the list); 409 if the owner replaced or withdrew it since
             * @example 4
             */
            revision: number;
        };
        RejectManyDto: {
            /** @description The clients to reject; those not pending (any more) are skipped */
            clientIds: string[];
            /**
             * @description Shown to the owners (self-registered clients have none)
             * @example Registered in a burst from one host.
             */
            reason: string;
        };
        RejectManyEnvelopeDto: {
            data: components["schemas"]["RejectManyResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        RejectManyResponseDto: {
            /** @description Rejected now */
            rejected: string[];
            /** @description Not rejected: unknown, or not pending */
            skipped: string[];
        };
        RescheduleBookingDto: {
            /** @example Something came up */
            reason?: string;
            /**
             * @description One of the slots of the same event type
             * @example 2030-03-26T08:00:00Z
             */
            start: string;
        };
        ReviewDto: {
            /**
             * @description The revision reviewed (from the list); refused with 409 if the owner has changed the client since
             * @example 3
             */
            revision?: number;
        };
        ReviewedClientEnvelopeDto: {
            data: components["schemas"]["ReviewedClientResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        ReviewedClientPageDto: {
            items: components["schemas"]["ReviewedClientResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        ReviewedClientPageEnvelopeDto: {
            data: components["schemas"]["ReviewedClientPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        ReviewedClientResponseDto: {
            /** @description Why the last pending change was rejected (until the next one is submitted or approved) */
            changeRejection: components["schemas"]["ChangeRejectionDto"] | null;
            clientId: string;
            createdAt: string;
            /**
             * @description Registered by a person, by itself (RFC 7591), or by its Client ID Metadata Document (its `clientId` is the URL)
             * @enum {string}
             */
            kind: "registered" | "dynamic" | "metadata_document";
            /** @description Tokens are unrestricted until scopes are selected */
            legacy: boolean;
            logoUri: string | null;
            name: string;
            owner: components["schemas"]["ClientOwnerDto"] | null;
            /** @description An edit of the approved client that waits for an administrator’s review; the fields above stay as approved until then */
            pendingChange: components["schemas"]["PendingChangeDto"] | null;
            redirectUris: string[];
            reviewedAt: string | null;
            /** @description Bumped by every owner edit */
            revision: number;
            /** @description A self-registered client: the scopes an administrator narrowed it to, which it cannot step up past; null: any scope of the registration policy */
            scopeCeiling: string[] | null;
            scopes: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected" | "suspended";
            /** @description Why it was rejected or suspended */
            statusReason: string | null;
            /** @enum {string} */
            type: "confidential" | "public";
            updatedAt: string;
            websiteUri: string | null;
        };
        ReviewReasonDto: {
            /**
             * @description Shown to the owner
             * @example The website does not match the app name.
             */
            reason: string;
            /**
             * @description The revision reviewed (from the list); refused with 409 if the owner has changed the client since
             * @example 3
             */
            revision?: number;
        };
        SaveIcsFeedsDto: {
            /**
             * @description 1 to 10 http(s) or webcal addresses of .ics feeds
             * @example [
             *       "https://calendar.example.com/holidays.ics"
             *     ]
             */
            urls: string[];
        };
        ScheduleEnvelopeDto: {
            data: components["schemas"]["ScheduleResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        SchedulePageDto: {
            items: components["schemas"]["ScheduleResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        SchedulePageEnvelopeDto: {
            data: components["schemas"]["SchedulePageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        ScheduleResponseDto: {
            availability: components["schemas"]["WeeklyRangeDto"][];
            /** Format: date-time */
            createdAt: string;
            id: number;
            isDefault: boolean;
            name: string;
            overrides: components["schemas"]["DateOverrideDto"][];
            /** @example Europe/Berlin */
            timeZone: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The person whose availability it is */
            userId: number;
        };
        SecretListEnvelopeDto: {
            data: components["schemas"]["SecretResponseDto"][];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        SecretResponseDto: {
            createdAt: string;
            /** @example …x7Qa */
            hint: string;
            id: number;
        };
        SetOwnerDto: {
            /**
             * @description An existing account: it becomes an owner (its membership accepted)
             * @example owner@acme.example
             */
            email: string;
        };
        SignupDto: {
            /** @example ana@example.com */
            email: string;
            /** @example Ana Lima */
            name: string;
            password: string;
            /** @description Path on this site to return to after signing in. */
            returnTo?: string;
            /**
             * @description IANA time zone; defaults to UTC.
             * @example Europe/Lisbon
             */
            timeZone?: string;
        };
        SlotResponseDto: {
            /** @example 2030-03-25T09:00:00+01:00 */
            localStart: string;
            /** @example 2030-03-25T08:00:00.000Z */
            start: string;
        };
        SlotsEnvelopeDto: {
            data: components["schemas"]["SlotsResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        SlotsReasonDto: {
            /**
             * @description `host_without_schedule`: a host (or the owner) has no schedule, so offers no times; `no_hosts`: a team event type has no accepted hosts
             * @enum {string}
             */
            code: "no_hosts" | "host_without_schedule";
            /** @example Ana Lima, a host of this collective event type, has no default schedule: every host must be free, so it offers no times until they set their hours. */
            message: string;
            /** @description The host it is about (absent for `no_hosts`) */
            userId?: number;
        };
        SlotsResponseDto: {
            eventTypeId: number;
            /**
             * @description Present only when the answer holds its maximum of 1,000 slots and more exist in the range: the first start left out. Ask again with it as `start` (same `end`) for the rest.
             * @example 2030-03-26T08:00:00.000Z
             */
            nextStart?: string;
            /** @description Why there are fewer slots than the hours suggest, or none, when the cause is the event type’s setup rather than bookings or calendars: a host without a schedule, no hosts. Empty when nothing in the setup stands in the way. */
            reasons: components["schemas"]["SlotsReasonDto"][];
            /**
             * @description Local dates in timeZone, each with its available start times, in order
             * @example {
             *       "2030-03-25": [
             *         {
             *           "start": "2030-03-25T08:00:00.000Z",
             *           "localStart": "2030-03-25T09:00:00+01:00"
             *         }
             *       ]
             *     }
             */
            slots: {
                [key: string]: components["schemas"]["SlotResponseDto"][];
            };
            /** @example Europe/Berlin */
            timeZone: string;
        };
        TeamEnvelopeDto: {
            data: components["schemas"]["TeamResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        TeamEventTypeEnvelopeDto: {
            data: components["schemas"]["TeamEventTypeResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        TeamEventTypePageDto: {
            items: components["schemas"]["TeamEventTypeResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        TeamEventTypePageEnvelopeDto: {
            data: components["schemas"]["TeamEventTypePageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        TeamEventTypeResponseDto: {
            afterEventBufferMinutes: number;
            beforeEventBufferMinutes: number;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            hosts: components["schemas"]["EventTypeHostResponseDto"][];
            id: number;
            lengthMinutes: number;
            locations: components["schemas"]["MeetingLocationDto"][];
            minimumBookingNoticeMinutes: number;
            requiresConfirmation: boolean;
            /** @enum {string} */
            schedulingType: "COLLECTIVE" | "ROUND_ROBIN";
            /** @description null: the length */
            slotIntervalMinutes: number | null;
            slug: string;
            teamId: number;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TeamPageDto: {
            items: components["schemas"]["TeamResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        TeamPageEnvelopeDto: {
            data: components["schemas"]["TeamPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        TeamResponseDto: {
            bio: string | null;
            /** Format: date-time */
            createdAt: string;
            id: number;
            logoUrl: string | null;
            name: string;
            /** @description The organization the team belongs to, if any */
            organizationId: number | null;
            slug: string;
            /** @example Europe/Berlin */
            timeZone: string;
            /** Format: date-time */
            updatedAt: string;
        };
        TimeRangeDto: {
            /**
             * @description Local time "HH:mm"; "24:00" is the following midnight
             * @example 17:00
             */
            endTime: string;
            /**
             * @description Local time "HH:mm", 00:00 to 23:59
             * @example 09:00
             */
            startTime: string;
        };
        TokenInspectionRequestDto: {
            /** @description The client ID (or send it with the secret by HTTP Basic) */
            client_id?: string;
            /** @description A confidential client’s secret, unless sent by HTTP Basic; a public client sends none */
            client_secret?: string;
            /** @description The access or refresh token */
            token: string;
            /**
             * @description A hint only: both kinds are looked for
             * @enum {string}
             */
            token_type_hint?: "access_token" | "refresh_token";
        };
        TokenRequestDto: {
            /** @description The client ID (or send it with the secret by HTTP Basic) */
            client_id?: string;
            /** @description A confidential client’s secret, unless sent by HTTP Basic; a public client sends none */
            client_secret?: string;
            /** @description `authorization_code`: the code received at the redirect URI */
            code?: string;
            /** @description `authorization_code`: the PKCE verifier (43 to 128 characters) when the request had a `code_challenge` */
            code_verifier?: string;
            /** @enum {string} */
            grant_type: "authorization_code" | "refresh_token";
            /** @description `authorization_code`: the redirect URI of the authorization request, exactly */
            redirect_uri?: string;
            /** @description `refresh_token`: the refresh token of the last token response */
            refresh_token?: string;
            /** @description RFC 8707: the resource the access token is for, `{BASE_URL}/v2` (the default), `{BASE_URL}/mcp` or `{BASE_URL}`; within what was authorized (a refresh may narrow it, never widen it) */
            resource?: string;
            /** @description `refresh_token`: fewer scopes for the new access token (space-separated), never more. Names: 30 scopes, see the metadata */
            scope?: string;
        };
        TokenResponseDto: {
            /** @example sat_3q2-… */
            access_token: string;
            /** @example 1800 */
            expires_in: number;
            /** @example srt_Vx9… */
            refresh_token: string;
            /**
             * @description Granted scopes separated by single spaces; empty for an unrestricted (legacy) token
             * @example BOOKING_READ PROFILE_READ
             */
            scope: string;
            /**
             * @example bearer
             * @enum {string}
             */
            token_type: "bearer";
        };
        UpdateBookingLocationDto: {
            /** @enum {string} */
            type: "video" | "phone" | "in_person" | "link";
            /**
             * @description A URL (video, link), a phone number or an address
             * @example https://meet.example.com/ana
             */
            value: string;
        };
        UpdateClientDto: {
            /** @example https://app.example.com/logo.png */
            logoUri?: string | null;
            /**
             * @description Shown to people on the consent page; trimmed
             * @example Acme Scheduler
             */
            name?: string;
            /**
             * @description 1 to 10 exact URIs
             * @example [
             *       "https://app.example.com/oauth/callback"
             *     ]
             */
            redirectUris?: string[];
            /**
             * @description At least 1
             * @example [
             *       "BOOKING_READ",
             *       "PROFILE_READ"
             *     ]
             */
            scopes?: ("EVENT_TYPE_READ" | "EVENT_TYPE_WRITE" | "BOOKING_READ" | "BOOKING_WRITE" | "SCHEDULE_READ" | "SCHEDULE_WRITE" | "APPS_READ" | "APPS_WRITE" | "PROFILE_READ" | "PROFILE_WRITE" | "WEBHOOK_READ" | "WEBHOOK_WRITE" | "TEAM_EVENT_TYPE_READ" | "TEAM_EVENT_TYPE_WRITE" | "TEAM_BOOKING_READ" | "TEAM_BOOKING_WRITE" | "TEAM_SCHEDULE_READ" | "TEAM_SCHEDULE_WRITE" | "TEAM_PROFILE_READ" | "TEAM_PROFILE_WRITE" | "TEAM_MEMBERSHIP_READ" | "TEAM_MEMBERSHIP_WRITE" | "ORG_EVENT_TYPE_READ" | "ORG_EVENT_TYPE_WRITE" | "ORG_BOOKING_READ" | "ORG_BOOKING_WRITE" | "ORG_SCHEDULE_READ" | "ORG_SCHEDULE_WRITE" | "ORG_PROFILE_READ" | "ORG_PROFILE_WRITE")[];
            /** @example https://app.example.com */
            websiteUri?: string | null;
        };
        UpdateConnectedCalendarDto: {
            /** @description New bookings are written to it (one destination at a time; read-only calendars cannot be) */
            isDestination?: boolean;
            /** @description Its events make you busy: slots avoid them */
            isSelected?: boolean;
        };
        UpdateEventTypeDto: {
            /** @default 0 */
            afterEventBufferMinutes?: number;
            /** @default 0 */
            beforeEventBufferMinutes?: number;
            description?: string | null;
            /**
             * @description Hidden event types are booked through private links only
             * @default false
             */
            hidden?: boolean;
            lengthMinutes?: number;
            locations?: components["schemas"]["MeetingLocationDto"][];
            /** @default 120 */
            minimumBookingNoticeMinutes?: number;
            /** @default false */
            requiresConfirmation?: boolean;
            /** @description One of your schedules; null: your default schedule */
            scheduleId?: number | null;
            /** @description Minutes between offered start times; null: the length */
            slotIntervalMinutes?: number | null;
            /**
             * @description Lower-case letters, digits and hyphens; unique among yours
             * @example call-30
             */
            slug?: string;
            /** @example 30 minute call */
            title?: string;
        };
        UpdateMeDto: {
            /**
             * @description BCP 47 language tag
             * @example en-GB
             */
            locale?: string;
            /** @example Ana Lima */
            name?: string;
            /**
             * @description IANA time zone
             * @example America/Sao_Paulo
             */
            timeZone?: string;
            /** @enum {string} */
            weekStart?: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
        };
        UpdateMemberDto: {
            /** @description true: the invited person accepts their own invitation (to decline, delete the membership) */
            accepted?: boolean;
            /**
             * @description Admins change MEMBER and ADMIN roles; only an owner makes or removes owners
             * @enum {string}
             */
            role?: "MEMBER" | "ADMIN" | "OWNER";
        };
        UpdatePrivateLinkDto: {
            /**
             * Format: date-time
             * @description A new expiry; null: never expires
             */
            expiresAt?: string | null;
            /** @description A new limit of bookings; null: unlimited */
            maxUses?: number | null;
        };
        UpdateScheduleDto: {
            /** @description Defaults to Monday to Friday, 09:00 to 17:00 */
            availability?: components["schemas"]["WeeklyRangeDto"][];
            /** @description Make this the person's default schedule (the first one always is) */
            isDefault?: boolean;
            /** @example Working hours */
            name?: string;
            overrides?: components["schemas"]["DateOverrideDto"][];
            /**
             * @description IANA time zone; defaults to the person's own
             * @example Europe/Berlin
             */
            timeZone?: string;
        };
        UpdateTeamDto: {
            bio?: string | null;
            /** @example https://example.com/logo.png */
            logoUrl?: string | null;
            /** @example Sales */
            name?: string;
            /**
             * @description Lower-case letters, digits and hyphens; unique across the service
             * @example sales
             */
            slug?: string;
            /**
             * @default UTC
             * @example Europe/Berlin
             */
            timeZone?: string;
        };
        UpdateTeamEventTypeDto: {
            /** @default 0 */
            afterEventBufferMinutes?: number;
            /** @default 0 */
            beforeEventBufferMinutes?: number;
            description?: string | null;
            /** @description Accepted members of the team; no one twice */
            hosts?: components["schemas"]["HostDto"][];
            lengthMinutes?: number;
            locations?: components["schemas"]["MeetingLocationDto"][];
            /** @default 120 */
            minimumBookingNoticeMinutes?: number;
            /** @default false */
            requiresConfirmation?: boolean;
            /**
             * @description COLLECTIVE: every host attends; ROUND_ROBIN: one free host is assigned
             * @enum {string}
             */
            schedulingType?: "COLLECTIVE" | "ROUND_ROBIN";
            /** @description Minutes between offered start times; null: the length */
            slotIntervalMinutes?: number | null;
            /**
             * @description Lower-case letters, digits and hyphens; unique among yours
             * @example call-30
             */
            slug?: string;
            /** @example 30 minute call */
            title?: string;
        };
        UpdateWebhookDto: {
            /** @description Turning a disabled webhook back on clears its disabledReason */
            active?: boolean;
            /** @example https://app.example.com/hooks/scheduling */
            subscriberUrl?: string;
            triggers?: ("BOOKING_CREATED" | "BOOKING_CANCELLED" | "BOOKING_RESCHEDULED" | "BOOKING_CONFIRMED" | "BOOKING_REJECTED" | "BOOKING_REASSIGNED")[];
        };
        UserEnvelopeDto: {
            data: components["schemas"]["UserResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        UserResponseDto: {
            email: string;
            id: number;
            name: string;
            /** @enum {string} */
            role: "user" | "admin";
            timeZone: string;
        };
        WebhookDeliveryAttemptResponseDto: {
            /**
             * Format: date-time
             * @description When the request started
             */
            at: string;
            /**
             * @description How long it took, in milliseconds
             * @example 132
             */
            durationMs: number;
            /**
             * @description Why it failed; null when it succeeded
             * @example The receiver answered 500.
             */
            error: string | null;
            /**
             * @description The receiver's status code; null if it did not answer
             * @example 500
             */
            responseCode: number | null;
        };
        WebhookDeliveryEnvelopeDto: {
            data: components["schemas"]["WebhookDeliveryResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        WebhookDeliveryPageDto: {
            items: components["schemas"]["WebhookDeliveryResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        WebhookDeliveryPageEnvelopeDto: {
            data: components["schemas"]["WebhookDeliveryPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        WebhookDeliveryResponseDto: {
            /** @description Every attempt, oldest first; a redelivery adds to it */
            attemptHistory: components["schemas"]["WebhookDeliveryAttemptResponseDto"][];
            /** @description Attempts so far, redeliveries included */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description The event
             * @enum {string}
             */
            event: "BOOKING_CREATED" | "BOOKING_CANCELLED" | "BOOKING_RESCHEDULED" | "BOOKING_CONFIRMED" | "BOOKING_REJECTED" | "BOOKING_REASSIGNED" | "PING";
            /** @example 311 */
            id: number;
            /**
             * @description Why the last attempt failed, or why it was skipped
             * @example The receiver answered 500.
             */
            lastError: string | null;
            /**
             * @description The `webhook-id` header: the same for every attempt and a redelivery
             * @example msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
             */
            messageId: string;
            /**
             * Format: date-time
             * @description When it is tried next; null once it succeeded, failed or was skipped
             */
            nextAttemptAt: string | null;
            /**
             * @description The receiver's status code at the last attempt; null if it did not answer
             * @example 500
             */
            responseCode: number | null;
            /**
             * @description `skipped`: not sent, because the app's grant no longer includes the scope reading this booking needs (`lastError` says which)
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed" | "skipped";
        };
        WebhookEnvelopeDto: {
            data: components["schemas"]["WebhookResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        WebhookPageDto: {
            items: components["schemas"]["WebhookResponseDto"][];
            /** @description How many were skipped before this page */
            skip: number;
            /** @description The page size asked for (default 100, at most 250) */
            take: number;
            /** @description How many there are in all, for the given filters */
            total: number;
        };
        WebhookPageEnvelopeDto: {
            data: components["schemas"]["WebhookPageDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        WebhookResponseDto: {
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Why the server turned it off (deliveries failing for 3 days)
             * @example null
             */
            disabledReason: string | null;
            /** @example 12 */
            id: number;
            /**
             * Format: date-time
             * @description Until when the previous secret, rotated out, signs each delivery beside the current one (24 hours after the rotation; a time past means it no longer does); null before any rotation. A second rotation within those 24 hours ends the first previous secret at once: the secret it replaces becomes the previous one.
             */
            previousSecretExpiresAt: string | null;
            /** @example https://app.example.com/hooks/scheduling */
            subscriberUrl: string;
            triggers: ("BOOKING_CREATED" | "BOOKING_CANCELLED" | "BOOKING_RESCHEDULED" | "BOOKING_CONFIRMED" | "BOOKING_REJECTED" | "BOOKING_REASSIGNED" | "PING")[];
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookWithSecretEnvelopeDto: {
            data: components["schemas"]["WebhookWithSecretResponseDto"];
            /**
             * @example success
             * @enum {string}
             */
            status: "success";
        };
        WebhookWithSecretResponseDto: {
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description Why the server turned it off (deliveries failing for 3 days)
             * @example null
             */
            disabledReason: string | null;
            /** @example 12 */
            id: number;
            /**
             * Format: date-time
             * @description Until when the previous secret, rotated out, signs each delivery beside the current one (24 hours after the rotation; a time past means it no longer does); null before any rotation. A second rotation within those 24 hours ends the first previous secret at once: the secret it replaces becomes the previous one.
             */
            previousSecretExpiresAt: string | null;
            /**
             * @description The signing secret (Standard Webhooks). Shown once: store it now.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
            /** @example https://app.example.com/hooks/scheduling */
            subscriberUrl: string;
            triggers: ("BOOKING_CREATED" | "BOOKING_CANCELLED" | "BOOKING_RESCHEDULED" | "BOOKING_CONFIRMED" | "BOOKING_REJECTED" | "BOOKING_REASSIGNED" | "PING")[];
            /** Format: date-time */
            updatedAt: string;
        };
        WeeklyRangeDto: {
            /**
             * @example [
             *       "monday",
             *       "tuesday"
             *     ]
             */
            days: ("monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday")[];
            /**
             * @description Local time "HH:mm"; "24:00" is the following midnight
             * @example 17:00
             */
            endTime: string;
            /**
             * @description Local time "HH:mm", 00:00 to 23:59
             * @example 09:00
             */
            startTime: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    MetadataController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description A validator for conditional requests (`If-None-Match`) */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetadataResponseDto"];
                };
            };
            /** @description The document has not changed since the `ETag` sent in `If-None-Match` */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProtectedResourceController_server: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadataDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProtectedResourceController_mcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadataDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProtectedResourceController_api: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadataDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
                "application/x-www-form-urlencoded": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A form post succeeded: the browser is sent on (`returnTo`) */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description Incorrect email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The body is neither JSON nor a form, or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description Too many failed attempts for this account. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A form post succeeded: the browser is sent on (`returnTo`) */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The body is neither JSON nor a form, or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
        };
    };
    AuthController_signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
                "application/x-www-form-urlencoded": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEnvelopeDto"];
                };
            };
            /** @description A form post succeeded: the browser is sent on (`returnTo`) */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description An account with this email address already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description The body is neither JSON nor a form, or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description Invalid input, e.g. a weak password. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description Too many sign-up attempts from this address or for this email. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                    "text/html": string;
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example ok */
                        status?: string;
                    };
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description The Health Check is not successful
             *
             *     Not ready (the database does not answer)
             */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        details?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        /** @example {} */
                        error?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: {
                                status: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } | null;
                        /** @example ok */
                        status?: string;
                    };
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description The Health Check is not successful
             *
             *     Not ready (the database does not answer)
             */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_list: {
        parameters: {
            query?: {
                /** @description `true`: only clients with a pending change; `false`: only those without */
                pendingChange?: "true" | "false";
                skip?: number;
                status?: "pending" | "approved" | "rejected" | "suspended";
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The transition does not apply to the client’s status, or it changed since `revision` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientScopesController_narrow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NarrowScopesDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such client */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The client changed since `revision` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A scope beyond what the client may hold today, an unknown scope, none at all, or a legacy client */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_approveChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeDecisionDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No pending change, the owner replaced or withdrew it since `revision`, or (to approve) the client is not approved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_rejectChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectChangeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No pending change, the owner replaced or withdrew it since `revision`, or (to approve) the client is not approved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_reinstate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The transition does not apply to the client’s status, or it changed since `revision` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewReasonDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The transition does not apply to the client’s status, or it changed since `revision` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_suspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewReasonDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The transition does not apply to the client’s status, or it changed since `revision` */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminClientsController_rejectMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectManyDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectManyEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminOrganizationsController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganizationPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description Not an administrator, or a cross-site request
             *
             *     Not an administrator
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminOrganizationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganizationDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description Not an administrator, or a cross-site request
             *
             *     Not an administrator
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Another organization has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or no account has this email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminOrganizationsController_setOwner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetOwnerDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description Not an administrator, or a cross-site request
             *
             *     Not an administrator
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or no account has this email */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RegistrationPolicyController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationPolicyEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RegistrationPolicyController_put: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationPolicyDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationPolicyEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not an administrator, or a cross-site request */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TokenController_introspect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenInspectionRequestDto"];
                "application/x-www-form-urlencoded": components["schemas"]["TokenInspectionRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntrospectionResponseDto"];
                };
            };
            /** @description `invalid_request`, `unauthorized_client` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description `invalid_client`: client authentication failed */
            401: {
                headers: {
                    /** @description `Basic realm="<issuer>", charset="UTF-8"` */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body’s encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description `temporarily_unavailable`: too many failed client authentications from this client or address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
        };
    };
    DynamicRegistrationController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationRequestDto"];
            };
        };
        responses: {
            /** @description The client information response (RFC 7591 §3.2.1), with `Cache-Control: no-store` */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResponseDto"];
                };
            };
            /** @description `invalid_redirect_uri`, `invalid_client_metadata` (RFC 7591 §3.2.2) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description Dynamic registration is off (the registration policy) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body’s encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description Too many registrations from this address (10 an hour by default) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
        };
    };
    TokenController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenInspectionRequestDto"];
                "application/x-www-form-urlencoded": components["schemas"]["TokenInspectionRequestDto"];
            };
        };
        responses: {
            /** @description Revoked, or the token was not valid anyway; no body */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_request`, `invalid_grant` (a token issued to another client), `unauthorized_client` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description `invalid_client`: client authentication failed */
            401: {
                headers: {
                    /** @description `Basic realm="<issuer>", charset="UTF-8"` */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body’s encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description `temporarily_unavailable`: too many failed client authentications from this client or address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
        };
    };
    TokenController_token: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequestDto"];
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequestDto"];
            };
        };
        responses: {
            /** @description The token response (RFC 6749 §5.1), with `Cache-Control: no-store` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponseDto"];
                };
            };
            /** @description `invalid_request`, `invalid_grant`, `invalid_scope`, `unsupported_grant_type`, `unauthorized_client` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description `invalid_client`: client authentication failed */
            401: {
                headers: {
                    /** @description `Basic realm="<issuer>", charset="UTF-8"` */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description The body’s encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description `temporarily_unavailable`: too many failed client authentications from this client or address */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthErrorResponseDto"];
                };
            };
        };
    };
    HostBookingsController_list: {
        parameters: {
            query?: {
                /** @description Bookings starting at or after */
                afterStart?: string;
                /** @description Bookings ending at or before */
                beforeEnd?: string;
                eventTypeId?: number;
                skip?: number;
                /** @description Any of them (comma-separated in a query string). upcoming/past: active bookings not yet ended/ended; cancelled: cancelled or declined; unconfirmed: awaiting your confirmation */
                status?: ("upcoming" | "past" | "cancelled" | "unconfirmed")[];
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicBookingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A token was sent, but it is invalid, expired or revoked */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such event type, or a hidden one without a usable private link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The time was booked meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HostBookingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookingDetailsController_calendarLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarLinksEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookingDetailsController_ics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The .ics file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicBookingsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A token was sent, but it is invalid, expired or revoked */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Already cancelled, declined or over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HostBookingsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HostBookingsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HostBookingsController_addGuests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddGuestsDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is cancelled, declined or over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HostBookingsController_updateLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBookingLocationDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is cancelled, declined or over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HostBookingsController_reassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Always: personal bookings have no other host; team bookings are reassigned by their team */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookingDetailsController_recordings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingArtifactListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookingDetailsController_references: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarReferenceListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicBookingsController_reschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleBookingDto"];
            };
        };
        responses: {
            /** @description The new booking */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A token was sent, but it is invalid, expired or revoked */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not live, or the new time was booked meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookingDetailsController_transcripts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingArtifactListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: BOOKING_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No booking with you as host has this uid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarConnectionPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_updateCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connection id from GET /v2/calendars, or a kind (apple, caldav, ics-feed, google, office365) for your connection(s) of that kind */
                calendar: unknown;
                /** @description The calendar’s externalId, URL-encoded */
                externalId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateConnectedCalendarDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarConnectionEnvelopeDto"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such connection of yours, or no such calendar in it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a read-only calendar as destination */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_check: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connection id from GET /v2/calendars, or a kind (apple, caldav, ics-feed, google, office365) for your connection(s) of that kind */
                calendar: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckResultListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such connection of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A connection id from GET /v2/calendars, or a kind (apple, caldav, ics-feed, google, office365) for your connection(s) of that kind */
                calendar: unknown;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarConnectionEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such connection of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A kind was given and you have several connections of it */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_connectApple: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectCalDavDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarConnectionEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or the server refused the credentials */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The server has no ENCRYPTION_KEY, so it cannot store calendar credentials */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_busyTimes: {
        parameters: {
            query: {
                /** @description Excluded; at most 31 days after start */
                end: string;
                skip?: number;
                /** @description A date (midnight in timeZone) or a date and time; included */
                start: string;
                take?: number;
                /** @description How start and end without an offset are read */
                timeZone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyIntervalPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_connectCalDav: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectCalDavDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarConnectionEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or the server refused the credentials, or is at a private address */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The server has no ENCRYPTION_KEY, so it cannot store calendar credentials */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OAuthCalendarsController_connectGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrlEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The operator has not set up this provider; the message names the missing settings */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The server has no ENCRYPTION_KEY, so it cannot store provider tokens */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_checkFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckResultListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description You have no ICS feed */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CalendarsController_saveFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveIcsFeedsDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarConnectionListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a feed that cannot be fetched, is not iCalendar, or points to a private address */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The server has no ENCRYPTION_KEY, so it cannot store calendar credentials */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OAuthCalendarsController_connectMicrosoft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationUrlEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: APPS_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The operator has not set up this provider; the message names the missing settings */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The server has no ENCRYPTION_KEY, so it cannot store provider tokens */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventTypesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventTypesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `scheduleId` is not one of your schedules */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description You already have an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventTypesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No event type of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventTypesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No event type of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EventTypesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No event type of yours has this id, or `scheduleId` is not one of your schedules */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description You already have an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PrivateLinksController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateLinkPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No event type of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PrivateLinksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePrivateLinkDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedPrivateLinkEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No event type of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `expiresAt` in the past, or `maxUses` out of range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PrivateLinksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                linkId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No event type of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PrivateLinksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                linkId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrivateLinkDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateLinkEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: EVENT_TYPE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such link of your event type */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `expiresAt` in the past, or `maxUses` out of range */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: PROFILE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: PROFILE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateClientDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A redirect URI or scope that breaks the rules, named in the message */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateClientDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A suspended client cannot propose changes to what was reviewed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A redirect URI or scope that breaks the rules, named in the message */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_withdrawChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The client has no pending change */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_listSecrets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecretListEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_createSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewSecretEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Already 2 active secrets, or a public client */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DeveloperClientsController_revokeSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
                secretId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A cross-site request (Origin or CSRF check) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found: nothing of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last active secret */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgBookingsController_list: {
        parameters: {
            query?: {
                /** @description Bookings starting at or after */
                afterStart?: string;
                /** @description Bookings ending at or before */
                beforeEnd?: string;
                eventTypeId?: number;
                skip?: number;
                /** @description Any of them (comma-separated in a query string). upcoming/past: active bookings not yet ended/ended; cancelled: cancelled or declined; unconfirmed: awaiting your confirmation */
                status?: ("upcoming" | "past" | "cancelled" | "unconfirmed")[];
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_BOOKING_READ
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgBookingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_BOOKING_READ
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgBookingsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_BOOKING_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is cancelled, declined or over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgBookingsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_BOOKING_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgBookingsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_BOOKING_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgBookingsController_reassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_BOOKING_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No other host (or not the one named) is free at the booking’s time */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A personal or collective booking, or the one named is not a host */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgEventTypesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_EVENT_TYPE_READ
             *
             *     `insufficient_role`: your role in the organization is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgEventTypesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_EVENT_TYPE_READ
             *
             *     `insufficient_role`: your role in the organization is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgEventTypesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_EVENT_TYPE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgEventTypesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_EVENT_TYPE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The team already has an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a host is not an accepted member of the team */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgMembershipsController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_READ
             *
             *     `insufficient_role`: your role in the organization is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgMembershipsController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMemberDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The person is already a member, or invited */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or no account has this email or id */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgMembershipsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_READ
             *
             *     `insufficient_role`: your role in the organization is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgMembershipsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER (your own membership aside)
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last owner cannot leave or be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgMembershipsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                orgId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER (your own membership aside)
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last owner cannot be demoted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgSchedulesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_SCHEDULE_READ
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgTeamsController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_READ
             *
             *     `insufficient_role`: your role in the organization is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgTeamsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTeamDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_PROFILE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Another team has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamProfileController_getInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_READ
             *
             *     ORG_PROFILE_READ also grants TEAM_PROFILE_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamProfileController_removeInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_WRITE
             *
             *     ORG_PROFILE_WRITE also grants TEAM_PROFILE_WRITE. `insufficient_role`: your role in the team is not OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamProfileController_updateInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_WRITE
             *
             *     ORG_PROFILE_WRITE also grants TEAM_PROFILE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Another team has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_listInOrganization: {
        parameters: {
            query?: {
                /** @description Bookings starting at or after */
                afterStart?: string;
                /** @description Bookings ending at or before */
                beforeEnd?: string;
                eventTypeId?: number;
                skip?: number;
                /** @description Any of them (comma-separated in a query string). upcoming/past: active bookings not yet ended/ended; cancelled: cancelled or declined; unconfirmed: awaiting your confirmation */
                status?: ("upcoming" | "past" | "cancelled" | "unconfirmed")[];
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_READ
             *
             *     ORG_BOOKING_READ also grants TEAM_BOOKING_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_getInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_READ
             *
             *     ORG_BOOKING_READ also grants TEAM_BOOKING_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_cancelInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is cancelled, declined or over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_confirmInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_declineInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_reassignInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No other host (or not the one named) is free at the booking’s time; or the booking is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A collective booking (every host already attends), or the one named is not a host */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_listInOrganization: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_READ
             *
             *     ORG_EVENT_TYPE_READ also grants TEAM_EVENT_TYPE_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_createInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTeamEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_WRITE
             *
             *     ORG_EVENT_TYPE_WRITE also grants TEAM_EVENT_TYPE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The team already has an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a host is not an accepted member of the team */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_getInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_READ
             *
             *     ORG_EVENT_TYPE_READ also grants TEAM_EVENT_TYPE_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_removeInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_WRITE
             *
             *     ORG_EVENT_TYPE_WRITE also grants TEAM_EVENT_TYPE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_updateInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_WRITE
             *
             *     ORG_EVENT_TYPE_WRITE also grants TEAM_EVENT_TYPE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The team already has an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a host is not an accepted member of the team */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_listInOrganization: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_READ
             *
             *     `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_addInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMemberDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_WRITE
             *
             *     `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The person is already a member, or invited */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or no account has this email or id */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_getInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_READ
             *
             *     `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_removeInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_WRITE
             *
             *     `insufficient_role`: your role in the team is not ADMIN or OWNER (your own membership aside)
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last owner cannot leave or be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_updateInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_WRITE
             *
             *     `insufficient_role`: your role in the team is not ADMIN or OWNER (your own membership aside)
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last owner cannot be demoted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamSchedulesController_listInOrganization: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                orgId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_SCHEDULE_READ
             *
             *     ORG_SCHEDULE_READ also grants TEAM_SCHEDULE_READ. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamSchedulesController_updateInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                scheduleId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_SCHEDULE_WRITE
             *
             *     ORG_SCHEDULE_WRITE also grants TEAM_SCHEDULE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgSchedulesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduleDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_SCHEDULE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgSchedulesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                scheduleId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_SCHEDULE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OrgSchedulesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orgId: number;
                scheduleId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: ORG_SCHEDULE_WRITE
             *
             *     `insufficient_role`: your role in the organization is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such organization, or you have no role in it (or no such item in it) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: SCHEDULE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduleDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: SCHEDULE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: SCHEDULE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No schedule of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: SCHEDULE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No schedule of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: SCHEDULE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No schedule of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SchedulesController_getDefault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: SCHEDULE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description You have no schedule yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SlotsController_get: {
        parameters: {
            query: {
                /** @description Excluded; at most 31 days after start */
                end: string;
                eventTypeId: number;
                /** @description A private link token: needed to see the slots of a hidden event type */
                privateLink?: string;
                /** @description A date (midnight in timeZone) or a date and time; included */
                start: string;
                /** @description The time zone slots are shown and grouped in */
                timeZone?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotsEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A token was sent, but it is invalid, expired or revoked */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such event type, or a hidden one without a usable private link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A malformed or too long range, or an unknown time zone */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeamPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTeamDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Another team has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamProfileController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_READ
             *
             *     ORG_PROFILE_READ also grants TEAM_PROFILE_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamProfileController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_WRITE
             *
             *     ORG_PROFILE_WRITE also grants TEAM_PROFILE_WRITE. `insufficient_role`: your role in the team is not OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_PROFILE_WRITE
             *
             *     ORG_PROFILE_WRITE also grants TEAM_PROFILE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Another team has this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_list: {
        parameters: {
            query?: {
                /** @description Bookings starting at or after */
                afterStart?: string;
                /** @description Bookings ending at or before */
                beforeEnd?: string;
                eventTypeId?: number;
                skip?: number;
                /** @description Any of them (comma-separated in a query string). upcoming/past: active bookings not yet ended/ended; cancelled: cancelled or declined; unconfirmed: awaiting your confirmation */
                status?: ("upcoming" | "past" | "cancelled" | "unconfirmed")[];
                take?: number;
            };
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_READ
             *
             *     ORG_BOOKING_READ also grants TEAM_BOOKING_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_READ
             *
             *     ORG_BOOKING_READ also grants TEAM_BOOKING_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is cancelled, declined or over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The booking is not unconfirmed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamBookingsController_reassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReassignBookingDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_BOOKING_WRITE
             *
             *     ORG_BOOKING_WRITE also grants TEAM_BOOKING_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No other host (or not the one named) is free at the booking’s time; or the booking is over */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A collective booking (every host already attends), or the one named is not a host */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_READ
             *
             *     ORG_EVENT_TYPE_READ also grants TEAM_EVENT_TYPE_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTeamEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_WRITE
             *
             *     ORG_EVENT_TYPE_WRITE also grants TEAM_EVENT_TYPE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The team already has an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a host is not an accepted member of the team */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_READ
             *
             *     ORG_EVENT_TYPE_READ also grants TEAM_EVENT_TYPE_READ. `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_WRITE
             *
             *     ORG_EVENT_TYPE_WRITE also grants TEAM_EVENT_TYPE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamEventTypesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTeamEventTypeDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamEventTypeEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_EVENT_TYPE_WRITE
             *
             *     ORG_EVENT_TYPE_WRITE also grants TEAM_EVENT_TYPE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The team already has an event type with this slug */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or a host is not an accepted member of the team */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_READ
             *
             *     `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddMemberDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_WRITE
             *
             *     `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The person is already a member, or invited */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or no account has this email or id */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_READ
             *
             *     `insufficient_role`: your role in the team is not MEMBER, ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_WRITE
             *
             *     `insufficient_role`: your role in the team is not ADMIN or OWNER (your own membership aside)
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last owner cannot leave or be removed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamMembershipsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                membershipId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_MEMBERSHIP_WRITE
             *
             *     `insufficient_role`: your role in the team is not ADMIN or OWNER (your own membership aside)
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The last owner cannot be demoted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamSchedulesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                teamId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_SCHEDULE_READ
             *
             *     ORG_SCHEDULE_READ also grants TEAM_SCHEDULE_READ. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    TeamSchedulesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: number;
                teamId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description `insufficient_scope`: the token lacks a needed scope: TEAM_SCHEDULE_WRITE
             *
             *     ORG_SCHEDULE_WRITE also grants TEAM_SCHEDULE_WRITE. `insufficient_role`: your role in the team is not ADMIN or OWNER
             */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No such team, or you have no role in it (or no such item in the team) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem; or the app already holds 10 webhooks for this person */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhookDeliveriesController_list: {
        parameters: {
            query?: {
                skip?: number;
                take?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_READ */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhookDeliveriesController_redeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id, or it has no delivery with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The delivery is being sent at this moment */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhookDeliveriesController_ping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description This webhook was pinged less than 10 seconds ago
             *
             *     `rate_limited`: too many calls with this access token this minute
             */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    WebhooksController_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecretEnvelopeDto"];
                };
            };
            /** @description A malformed request (e.g. a NUL character in the URL, or an access token in the query) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No access token, or an invalid, expired or revoked one */
            401: {
                headers: {
                    /** @description `Bearer realm="api", resource_metadata="<metadata URL>"`, with `error="invalid_token"` when a token was sent (RFC 9728 §5.1: where to find the authorization server) */
                    "WWW-Authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `insufficient_scope`: the token lacks a needed scope: WEBHOOK_WRITE */
            403: {
                headers: {
                    /** @description On `insufficient_scope`: `Bearer realm="api", error="insufficient_scope", scope="<needed scopes>", resource_metadata="<metadata URL>"`; otherwise `Bearer realm="api", resource_metadata="<metadata URL>"` */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description No webhook of this app, for this person, has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is over 100 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The input breaks a rule; the message names every problem */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description `rate_limited`: too many calls with this access token this minute */
            429: {
                headers: {
                    /** @description Calls allowed per minute with this access token */
                    "RateLimit-Limit"?: string;
                    /** @description Calls left in the current minute */
                    "RateLimit-Remaining"?: string;
                    /** @description Seconds until the minute ends */
                    "RateLimit-Reset"?: string;
                    /** @description Seconds to wait before trying again */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description An unexpected error (500), or a dependency unavailable (503) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    webhook_BOOKING_CANCELLED: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The booking as `GET /v2/bookings/{uid}` showed it when it changed */
                    data: components["schemas"]["BookingResponseDto"];
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "BOOKING_CANCELLED";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_BOOKING_CONFIRMED: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The booking as `GET /v2/bookings/{uid}` showed it when it changed */
                    data: components["schemas"]["BookingResponseDto"];
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "BOOKING_CONFIRMED";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_BOOKING_CREATED: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The booking as `GET /v2/bookings/{uid}` showed it when it changed */
                    data: components["schemas"]["BookingResponseDto"];
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "BOOKING_CREATED";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_BOOKING_REASSIGNED: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The booking as `GET /v2/bookings/{uid}` showed it when it changed */
                    data: components["schemas"]["BookingResponseDto"];
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "BOOKING_REASSIGNED";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_BOOKING_REJECTED: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The booking as `GET /v2/bookings/{uid}` showed it when it changed */
                    data: components["schemas"]["BookingResponseDto"];
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "BOOKING_REJECTED";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_BOOKING_RESCHEDULED: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The booking as `GET /v2/bookings/{uid}` showed it when it changed */
                    data: components["schemas"]["BookingResponseDto"];
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "BOOKING_RESCHEDULED";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_PING: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id: the same on every attempt and on a redelivery. Deduplicate on it (delivery is at least once). */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the webhook’s secret (the bytes after `whsec_`, base64-decoded); during 24 hours after a rotation, a second one, space-separated, with the previous secret. Verify with any Standard Webhooks library. */
                "webhook-signature": string;
                /** @description When this attempt was signed, in seconds since the epoch. Refuse one too far from your clock (the libraries allow 5 minutes). */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    data: {
                        /**
                         * @description The webhook pinged
                         * @example 12
                         */
                        webhookId: number;
                    };
                    /**
                     * Format: date-time
                     * @description When the event happened
                     */
                    timestamp: string;
                    /** @enum {string} */
                    type: "PING";
                };
            };
        };
        responses: {
            /** @description Received: the delivery succeeded. Answer within 5 s; the body is not read. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Anything else (a redirect too: none is followed), or no answer in time: the delivery is retried, 30 s doubling to 6 hours, for 3 days. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
