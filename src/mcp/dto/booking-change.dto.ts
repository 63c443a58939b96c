import { IsString, Matches } from 'class-validator';
import { CancelBookingDto, RescheduleBookingDto } from '../../scheduling/bookings/dto/create-booking.dto';

// The REST routes take the uid from the path; a tool takes it with the rest of its arguments.
const UID = /^[\w-]{1,100}$/;
const UID_MESSAGE = 'uid must be the uid of one of your bookings';

export class CancelBookingToolDto extends CancelBookingDto {
  @IsString({ message: UID_MESSAGE })
  @Matches(UID, { message: UID_MESSAGE })
  uid: string;
}

export class RescheduleBookingToolDto extends RescheduleBookingDto {
  @IsString({ message: UID_MESSAGE })
  @Matches(UID, { message: UID_MESSAGE })
  uid: string;
}
