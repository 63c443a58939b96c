import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ForbiddenError } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * The browser origins that may call `/mcp`: the server's own, and those of MCP_ALLOWED_ORIGINS.
 * Compared as origins (scheme, host, port), so `https://App.example.com:443` is `https://app.example.com`.
 */
export function mcpOriginAllowed(config: AppConfig): (origin: string) => boolean {
  const allowed = new Set([config.urls.baseUrl, config.urls.appUrl, ...config.mcp.allowedOrigins].map(originOf).filter((o) => o !== null));
  return (origin) => {
    const normalized = originOf(origin);
    return normalized !== null && allowed.has(normalized);
  };
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The MCP transport specification's rule on `Origin` (a MUST): a server validates it on every
 * request, so a web page the person happens to visit cannot drive an MCP endpoint reachable from
 * their machine (DNS rebinding). A request without `Origin` is not from a browser page (desktop
 * agents send none) and passes; one from an origin not allowed is refused with 403 before its
 * token is even looked at.
 */
@Injectable()
export class McpOriginMiddleware implements NestMiddleware {
  private readonly allowed: (origin: string) => boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowed = mcpOriginAllowed(config);
  }

  use(req: Request, _res: Response, next: NextFunction): void {
    const origin = req.headers.origin;
    if (origin !== undefined && !this.allowed(origin)) {
      throw new ForbiddenError('Requests from this web origin (the Origin header) may not call this MCP endpoint. An operator can allow an origin with MCP_ALLOWED_ORIGINS.');
    }
    next();
  }
}
