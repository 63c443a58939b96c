import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ActivityLog } from '../activity/activity-log';
import { UsageCounter } from '../activity/usage-counter';
import { Clock } from '../common/time/clock';
import { DomainError } from '../common/errors/domain-errors';
import { answeredBody } from '../common/http/lean-express.adapter';
import { routeTemplate } from '../common/http/route-template';
import type { AuthPrincipal } from './auth-principal';
import type { Scope } from './scope-catalogue';
import { scopesReliedOn } from './scope-check';

/** A tool call as the usage and activity see it: which tool, whether it writes, what it needs. */
export interface ToolCalled {
  name: string;
  readOnly: boolean;
  scopes: readonly Scope[];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NONE: readonly string[] = [];
/** Refused by authorization or the rate limit: the call relied on no scope. */
const REFUSED = new Set([401, 403, 429]);

/**
 * What apps do with their tokens, told to the people they act for and to administrators: every
 * token-authenticated request counts toward its app's usage (in memory, see `UsageCounter`), and
 * every change (a method other than GET or HEAD) is recorded in the person's activity, with its
 * route template, its target and its status, once answered. Never the request's body.
 *
 * The MCP endpoint is one route for every tool: its requests count as requests, and each tool
 * call reports itself (`toolCalled`): the tools that write are recorded under their name.
 */
@Injectable()
export class TokenUseRecorder {
  constructor(
    private readonly activity: ActivityLog,
    private readonly usage: UsageCounter,
    private readonly clock: Clock,
  ) {}

  /** A response observer (see `observeResponses`): after a response to a token-authenticated request. */
  readonly observe = (req: Request, res: Response): void => {
    const auth = req.auth;
    const rule = req.accessRule;
    if (!auth || !rule) return;
    const at = this.clock.now();
    const status = res.statusCode;
    const required = rule.kind === 'scopes' ? rule.scopes : NONE;
    this.usage.add(auth.userId, auth.clientId, at, 1, status >= 400 ? 1 : 0, REFUSED.has(status) ? NONE : scopesReliedOn(auth, required));
    // A route taking any token is the MCP endpoint, whose tools record themselves.
    if (READS.has(req.method) || (rule.kind === 'scopes' && required.length === 0)) return;
    this.activity.record({ ...who(auth), channel: 'api', action: `${req.method} ${routeTemplate(req)}`, target: targetOf(req, res), status, at });
  };

  /**
   * Runs a call of an MCP tool and tells what it did: 200 when it succeeded, else the status of
   * its refusal (as its REST route would answer), with what it acted on (the answer's uid or id,
   * else the one it was asked about). What `run` throws is thrown on.
   */
  async toolCall<T extends { structured: Record<string, unknown> }>(auth: AuthPrincipal, tool: ToolCalled, args: unknown, run: () => Promise<T>): Promise<T> {
    let output: T;
    try {
      output = await run();
    } catch (error) {
      this.toolCalled(auth, tool, error instanceof DomainError ? error.status : 500, idOf(args));
      throw error;
    }
    this.toolCalled(auth, tool, 200, idOf(output.structured) ?? idOf(args));
    return output;
  }

  private toolCalled(auth: AuthPrincipal, tool: ToolCalled, status: number, target: string | null): void {
    const at = this.clock.now();
    const scopes = REFUSED.has(status) ? NONE : scopesReliedOn(auth, tool.scopes);
    this.usage.add(auth.userId, auth.clientId, at, 0, status >= 400 ? 1 : 0, scopes);
    if (!tool.readOnly) this.activity.record({ ...who(auth), channel: 'mcp', action: tool.name, target, status, at });
  }
}

const who = (auth: AuthPrincipal) => ({ userId: auth.userId, clientId: auth.clientId });

/**
 * What a change acted on: what it created (a 201's answer: the new booking's uid, a new event
 * type's id, also under a parent such as a team), else the path's last parameter
 * (`/v2/bookings/:uid/cancel` → the uid), else the id of what it answered.
 */
function targetOf(req: Request, res: Response): string | null {
  const answered = idOf((answeredBody(res) as { data?: unknown } | undefined)?.data);
  if (res.statusCode === 201 && answered) return answered;
  const params = Object.values(req.params ?? {});
  const last = params[params.length - 1];
  return typeof last === 'string' && last ? last.slice(0, 200) : answered;
}

/** The `uid` or `id` of an answered resource, if it has one. */
export function idOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, id } = value as { uid?: unknown; id?: unknown };
  const found = uid ?? id;
  return typeof found === 'string' || typeof found === 'number' ? String(found).slice(0, 200) : null;
}
