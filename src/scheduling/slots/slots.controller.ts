import { Controller, Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { PublicEndpoint } from '../../scopes/require-scopes.decorator';
import { ApiSuccess, success } from '../../common/api/envelope';
import { GetSlotsDto, MAX_SLOT_RANGE_DAYS, SlotResponseDto, SlotsResponseDto } from './dto/slots.dto';
import { SlotsService } from './slots.service';

/** The times an event type can be booked. Public: the page a booker sees needs no account. */
@ApiTags('Slots')
@ApiExtraModels(SlotResponseDto)
@Controller('v2/slots')
export class SlotsController {
  constructor(private readonly slots: SlotsService) {}

  @Get()
  @PublicEndpoint()
  @ApiOperation({
    summary: 'Available start times of an event type',
    description:
      `From the host's schedule (wall-clock hours in its time zone) and date overrides, minus existing bookings and buffers, after the minimum notice. ` +
      `Grouped by local date in \`timeZone\`. \`start\` is included, \`end\` excluded, at most ${MAX_SLOT_RANGE_DAYS} days apart. No token needed.`,
  })
  @ApiSuccess(SlotsResponseDto)
  @ApiNotFoundResponse({ description: 'No such event type, or a hidden one without a usable private link' })
  @ApiUnprocessableEntityResponse({ description: 'A malformed or too long range, or an unknown time zone' })
  async get(@Query() query: GetSlotsDto) {
    return success(SlotsResponseDto.from(await this.slots.getSlots(query)));
  }
}
