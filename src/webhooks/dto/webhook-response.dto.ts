import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_TRIGGERS, type WebhookTrigger } from '../webhook-triggers';
import type { Webhook } from '../webhook.entity';

export class WebhookResponseDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 'https://app.example.com/hooks/scheduling' }) subscriberUrl: string;
  @ApiProperty({ enum: WEBHOOK_TRIGGERS, isArray: true }) triggers: WebhookTrigger[];
  @ApiProperty() active: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Why the server turned it off (deliveries failing for 3 days)', example: null })
  disabledReason: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description:
      'Until when the previous secret, rotated out, signs each delivery beside the current one (24 hours after the rotation; a time past means it no longer does); null before any rotation. A second rotation within those 24 hours ends the first previous secret at once: the secret it replaces becomes the previous one.',
  })
  previousSecretExpiresAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(w: Webhook): WebhookResponseDto {
    return {
      id: w.id,
      subscriberUrl: w.subscriberUrl,
      triggers: w.triggers,
      active: w.active,
      disabledReason: w.disabledReason,
      previousSecretExpiresAt: w.previousSecret ? (w.previousSecretExpiresAt?.toISOString() ?? null) : null,
      createdAt: w.createdAt.toISOString(),
      updatedAt: w.updatedAt.toISOString(),
    };
  }
}

/** What creating a webhook or rotating its secret answers: the only time the secret is shown. */
export class WebhookWithSecretResponseDto extends WebhookResponseDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'The signing secret (Standard Webhooks). Shown once: store it now.' })
  secret: string;

  static withSecret(w: Webhook, secret: string): WebhookWithSecretResponseDto {
    return { ...WebhookResponseDto.from(w), secret };
  }
}
