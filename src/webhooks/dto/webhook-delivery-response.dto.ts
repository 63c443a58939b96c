import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_TRIGGERS, type WebhookTrigger } from '../webhook-triggers';
import type { DeliveryStatus, WebhookDelivery } from '../webhook-delivery.entity';

export class WebhookDeliveryResponseDto {
  @ApiProperty({ example: 311 }) id: number;
  @ApiProperty({ enum: WEBHOOK_TRIGGERS, description: 'The event' }) event: WebhookTrigger;
  @ApiProperty({ example: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', description: 'The `webhook-id` header: the same for every attempt and a redelivery' })
  messageId: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] }) status: DeliveryStatus;
  @ApiProperty({ description: 'Attempts so far' }) attempts: number;
  @ApiProperty({ nullable: true, type: Number, description: "The receiver's status code at the last attempt; null if it did not answer", example: 500 })
  responseCode: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the last attempt failed', example: 'The receiver answered 500.' })
  lastError: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When it is tried next; null once it succeeded or failed' })
  nextAttemptAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static from(d: WebhookDelivery): WebhookDeliveryResponseDto {
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
    };
  }
}
