import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorEnvelopeDto } from '../api/error-responses';
import { HTML_FORMS } from '../api/openapi-document';

export const ACCESS_RULE = 'access:rule';

/**
 * Who may call a route. Every route declares exactly one rule; the app refuses to start otherwise
 * (see `assertEveryRouteDeclaresAccess`), and the guards fail closed on a route without one.
 */
export type AccessRule =
  /** No user authentication. The route authenticates its own caller if it needs one (OAuth client credentials). */
  | { kind: 'anonymous' }
  /** First-party: the browser session of a signed-in person. OAuth access tokens are never accepted here. */
  | { kind: 'first-party'; signedIn: 'required' | 'optional'; admin: boolean; html: boolean }
  /**
   * An OAuth access token holding all of these scopes (see `@RequireScopes`), and on team and
   * organization routes a role there (see `@TeamRoute`, `@OrganizationRoute`). No scopes: any
   * valid access token (see `@RequireToken`: the MCP endpoint, whose tools check their own).
   */
  | { kind: 'scopes'; scopes: readonly string[]; member?: MemberRuleOf }
  /** An OAuth access token is optional; an invalid one is still refused (see `@PublicEndpoint`). */
  | { kind: 'public' };

/**
 * The role a group route needs of the person, as the kit carries it: the kinds of group and the
 * roles are the groups' own (see `MemberRule` there), which the kit neither names nor reads.
 * `selfService`: routes where people also act on their own membership.
 */
export interface MemberRuleOf<Kind extends string = string, Role extends string = string> {
  of: Kind;
  role: Role;
  selfService?: boolean;
}

/** Records the rule, refusing a second declaration on the same route or controller. */
export function DeclareAccess(rule: AccessRule): MethodDecorator & ClassDecorator {
  const set = SetMetadata(ACCESS_RULE, rule);
  const decorator = (target: object, key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    const holder = descriptor ? (descriptor.value as object) : target;
    if (Reflect.getMetadata(ACCESS_RULE, holder)) {
      const where = descriptor ? `${target.constructor.name}.${String(key)}` : (target as { name: string }).name;
      throw new Error(`${where} declares its access rule twice; keep exactly one`);
    }
    if (descriptor) set(target, key!, descriptor);
    else (set as ClassDecorator)(target as never);
  };
  return decorator as MethodDecorator & ClassDecorator;
}

/** No user authentication (health checks, login pages, endpoints that authenticate OAuth clients). */
export const Anonymous = () => DeclareAccess({ kind: 'anonymous' });

export interface FirstPartyOptions {
  /** `optional`: the route also serves signed-out visitors (login and signup pages). */
  signedIn?: 'required' | 'optional';
  /** Only users with the `admin` role. */
  admin?: boolean;
  /** An HTML page: signed-out visitors are sent to the login page, errors render as a page. */
  html?: boolean;
}

/** The signed-in person's own browser session (cookie), with CSRF protection on every change. */
export const FirstParty = (options: FirstPartyOptions = {}) =>
  applyDecorators(
    DeclareAccess({
      kind: 'first-party',
      signedIn: options.signedIn ?? 'required',
      admin: options.admin ?? false,
      html: options.html ?? false,
    }),
    ApiCookieAuth(),
    ...(options.html ? [ApiExtension(HTML_FORMS, true)] : []),
    ...(options.signedIn === 'optional' ? [] : [ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorEnvelopeDto })]),
    ApiForbiddenResponse({
      description: options.admin ? 'Not an administrator, or a cross-site request' : 'A cross-site request (Origin or CSRF check)',
      type: ErrorEnvelopeDto,
    }),
  );
