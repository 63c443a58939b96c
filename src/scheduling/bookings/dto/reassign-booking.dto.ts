import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../common/validation/validate-input';
import { MAX_ID } from '../../../common/validation/validators';

export class ReassignBookingDto {
  @ApiPropertyOptional({ description: 'The host to hand the booking to; without it, the next free host in round-robin order' })
  @IsOmittable()
  @IsInt({ message: 'hostUserId must be the user id of a host of the event type' })
  @Min(1, { message: 'hostUserId must be the user id of a host of the event type' })
  @Max(MAX_ID, { message: 'hostUserId must be the user id of a host of the event type' })
  hostUserId?: number;
}
