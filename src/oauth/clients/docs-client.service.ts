import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';
import { sql } from '../../database/sql';

/** The client ID of the API documentation's own client. */
export const DOCS_CLIENT_ID = 'api-docs';

/**
 * The API documentation at /docs is itself an OAuth app: a built-in public client (PKCE, no
 * secret) whose only redirect URI is the docs' own `oauth2-redirect.html` under BASE_URL, so its
 * Authorize button works against this server. It is created approved at start-up; its redirect
 * URI and scopes follow the configuration. It cannot be suspended (`ClientReviewService`); a
 * suspension recorded before that rule is kept across restarts until an administrator reinstates it.
 */
@Injectable()
export class DocsClientService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await sql(
      this.dataSource,
      `INSERT INTO oauth_clients (client_id, owner_id, name, website_uri, type, redirect_uris, scopes, status, reviewed_at)
       VALUES ($1, NULL, 'API documentation', $2, 'public', $3, $4, 'approved', now())
       ON CONFLICT (client_id) DO UPDATE SET redirect_uris = EXCLUDED.redirect_uris, scopes = EXCLUDED.scopes, website_uri = EXCLUDED.website_uri`,
      [DOCS_CLIENT_ID, `${this.config.urls.baseUrl}/docs`, [docsRedirectUri(this.config)], ALL_SCOPES],
    );
  }
}

export const docsRedirectUri = (config: AppConfig) => `${config.urls.baseUrl}/docs/oauth2-redirect.html`;
