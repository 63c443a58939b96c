/** One webhook as the person's apps page shows it: where it posts, what, and how it went lately. */
export interface AppWebhookSummary {
  clientId: string;
  /** The receiver's host only (the full URL may carry the app's own tokens). */
  host: string;
  triggers: string[];
  active: boolean;
  disabledReason: string | null;
  /** The newest delivery, if any. */
  lastDelivery: { status: 'pending' | 'succeeded' | 'failed' | 'skipped'; at: Date } | null;
}

/**
 * What `/settings/apps` shows of each app's webhooks for the person. Declared here so that the
 * page imports no feature; `webhooks/` provides it, the app module wires it.
 */
export interface AppWebhooks {
  webhooksOf(userId: number): Promise<AppWebhookSummary[]>;
}
export const APP_WEBHOOKS = Symbol('AppWebhooks');
