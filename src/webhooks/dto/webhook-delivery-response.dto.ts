import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_TRIGGERS, type WebhookTrigger } from '../webhook-triggers';
import type { DeliveryStatus } from '../webhook-delivery.entity';
import type { DeliveryWithAttempts } from '../webhook-deliveries.service';
import type { WebhookDeliveryAttempt } from '../webhook-delivery-attempt.entity';

export class WebhookDeliveryAttemptResponseDto {
  @ApiProperty({ format: 'date-time', description: 'When the request started' }) at: string;
  @ApiProperty({ nullable: true, type: Number, example: 500, description: "The receiver's status code; null if it did not answer" }) responseCode: number | null;
  @ApiProperty({ nullable: true, type: String, example: 'The receiver answered 500.', description: 'Why it failed; null when it succeeded' }) error: string | null;
  @ApiProperty({ example: 132, description: 'How long it took, in milliseconds' }) durationMs: number;

  static from(a: WebhookDeliveryAttempt): WebhookDeliveryAttemptResponseDto {
    return { at: a.at.toISOString(), responseCode: a.responseCode, error: a.error, durationMs: a.durationMs };
  }
}

export class WebhookDeliveryResponseDto {
  @ApiProperty({ example: 311 }) id: number;
  @ApiProperty({ enum: WEBHOOK_TRIGGERS, description: 'The event' }) event: WebhookTrigger;
  @ApiProperty({ example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', description: 'The `webhook-id` header: the same for every attempt and a redelivery' })
  messageId: string;
  @ApiProperty({
    enum: ['pending', 'succeeded', 'failed', 'skipped'],
    description: "`skipped`: not sent, because the app's grant no longer includes the scope reading this booking needs (`lastError` says which)",
  })
  status: DeliveryStatus;
  @ApiProperty({ description: 'Attempts so far, redeliveries included' }) attempts: number;
  @ApiProperty({ nullable: true, type: Number, description: "The receiver's status code at the last attempt; null if it did not answer", example: 500 })
  responseCode: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the last attempt failed, or why it was skipped', example: 'The receiver answered 500.' })
  lastError: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When it is tried next; null once it succeeded, failed or was skipped' })
  nextAttemptAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: WebhookDeliveryAttemptResponseDto, isArray: true, description: 'Every attempt, oldest first; a redelivery adds to it' })
  attemptHistory: WebhookDeliveryAttemptResponseDto[];

  static from(d: DeliveryWithAttempts): WebhookDeliveryResponseDto {
    return {
      id: d.id,
      event: d.eventType,
      messageId: d.messageId,
      status: d.status,
      attempts: d.attempts,
      responseCode: d.responseCode,
      lastError: d.lastError,
      nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
      attemptHistory: d.attemptHistory.map(WebhookDeliveryAttemptResponseDto.from),
    };
  }
}
