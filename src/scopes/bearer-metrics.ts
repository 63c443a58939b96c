import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { ErrorShape } from '../common/errors/all-exceptions.filter';
import { Metrics } from '../common/metrics/metrics';

/**
 * Why requests to token-protected routes were refused for their token: `missing_token`,
 * `invalid_token` (unknown, expired, revoked, or for another resource), `invalid_request` (sent in
 * the URL or the body), `insufficient_scope`, `rate_limited` (the per-token limit). The codes the
 * refusals themselves carry (RFC 6750 §3.1), so the counter and the answers never disagree.
 */
const REASONS = new Set(['missing_token', 'invalid_token', 'invalid_request', 'insufficient_scope', 'rate_limited']);

@Injectable()
export class BearerMetrics {
  private readonly rejections;

  constructor(metrics: Metrics) {
    this.rejections = metrics.counter('bearer_rejections_total', 'Requests to token-protected routes refused for their access token, by reason', ['reason']);
  }

  /** Told of every error the app answers; counts the refusals of token-protected routes. */
  readonly observeError = (req: Request, error: ErrorShape): void => {
    const kind = req.accessRule?.kind;
    if ((kind === 'scopes' || kind === 'public') && REASONS.has(error.code)) this.rejections.inc({ reason: error.code });
  };
}
