import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { IsURLOptions } from 'validator';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { BOOKING_TRIGGERS, type BookingTrigger } from '../webhook-triggers';

const URL_RULE: IsURLOptions = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, allow_underscores: true };
const URL_MESSAGE = 'subscriberUrl must be an http or https URL';

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://app.example.com/hooks/scheduling', description: 'Where deliveries are POSTed: http or https, a public address, at most 2000 characters' })
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_RULE, { message: URL_MESSAGE })
  subscriberUrl: string;

  @ApiProperty({ enum: BOOKING_TRIGGERS, isArray: true, example: ['BOOKING_CREATED', 'BOOKING_CANCELLED'], description: 'The booking changes to deliver (at least one)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BOOKING_TRIGGERS.length)
  @ArrayUnique()
  @IsIn(BOOKING_TRIGGERS, { each: true, message: `each value in triggers must be one of ${BOOKING_TRIGGERS.join(', ')}` })
  triggers: BookingTrigger[];

  @ApiPropertyOptional({ default: true, description: 'Deliveries are sent (true) or not queued at all (false)' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdateWebhookDto {
  @ApiPropertyOptional({ example: 'https://app.example.com/hooks/scheduling' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  @IsUrl(URL_RULE, { message: URL_MESSAGE })
  subscriberUrl?: string;

  @ApiPropertyOptional({ enum: BOOKING_TRIGGERS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BOOKING_TRIGGERS.length)
  @ArrayUnique()
  @IsIn(BOOKING_TRIGGERS, { each: true, message: `each value in triggers must be one of ${BOOKING_TRIGGERS.join(', ')}` })
  triggers?: BookingTrigger[];

  @ApiPropertyOptional({ description: 'Turning a disabled webhook back on clears its disabledReason' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
