import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { MAX_ID } from '../../../common/validation/validators';
import { CreateEventTypeDto } from '../../../scheduling/event-types/dto/event-type.dto';
import { EventTypeResponseDto } from '../../../scheduling/event-types/dto/event-type-response.dto';
import { HOST_PRIORITY } from '../../../scheduling/event-types/event-type-host.entity';
import { type EventType, SCHEDULING_TYPES, type SchedulingType } from '../../../scheduling/event-types/event-type.entity';

export const MAX_HOSTS = 100;

export class HostDto {
  @ApiProperty({ description: 'An accepted member of the team' })
  @IsInt({ message: 'userId must be the id of a member of the team' })
  @Min(1, { message: 'userId must be the id of a member of the team' })
  @Max(MAX_ID, { message: 'userId must be the id of a member of the team' })
  userId: number;

  @ApiPropertyOptional({ minimum: HOST_PRIORITY.min, maximum: HOST_PRIORITY.max, default: HOST_PRIORITY.default, description: 'Round robin: higher first among hosts booked equally recently' })
  @IsOptional()
  @IsInt({ message: 'priority must be a whole number from 0 to 4' })
  @Min(HOST_PRIORITY.min, { message: 'priority must be a whole number from 0 to 4' })
  @Max(HOST_PRIORITY.max, { message: 'priority must be a whole number from 0 to 4' })
  priority?: number;
}

/** A team event type: no schedule of its own (each host offers their default schedule), never hidden. */
export class CreateTeamEventTypeDto extends OmitType(CreateEventTypeDto, ['scheduleId', 'hidden'] as const) {
  @ApiProperty({ enum: SCHEDULING_TYPES, description: 'COLLECTIVE: every host attends; ROUND_ROBIN: one free host is assigned' })
  @IsIn(SCHEDULING_TYPES, { message: `schedulingType must be one of: ${SCHEDULING_TYPES.join(', ')}` })
  schedulingType: SchedulingType;

  @ApiProperty({ type: [HostDto], description: 'Accepted members of the team; no one twice' })
  @IsArray({ message: 'hosts must be a list' })
  @ArrayMaxSize(MAX_HOSTS, { message: `hosts must have at most ${MAX_HOSTS} entries` })
  @ValidateNested({ each: true })
  @Type(() => HostDto)
  hosts: HostDto[];
}

export class UpdateTeamEventTypeDto extends PartialType(CreateTeamEventTypeDto) {}

export class EventTypeHostResponseDto {
  @ApiProperty() userId: number;
  @ApiProperty() name: string;
  @ApiProperty() priority: number;
}

export class TeamEventTypeResponseDto extends OmitType(EventTypeResponseDto, ['scheduleId', 'hidden'] as const) {
  @ApiProperty() teamId: number;
  @ApiProperty({ enum: SCHEDULING_TYPES }) schedulingType: SchedulingType;
  @ApiProperty({ type: [EventTypeHostResponseDto] }) hosts: EventTypeHostResponseDto[];
}

export function teamEventTypeResponse(e: EventType, hosts: EventTypeHostResponseDto[]): TeamEventTypeResponseDto {
  const { scheduleId, hidden, ...shared } = EventTypeResponseDto.from(e);
  return { ...shared, teamId: e.teamId!, schedulingType: e.schedulingType!, hosts };
}
