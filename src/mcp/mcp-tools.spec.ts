import 'reflect-metadata';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { ALL_SCOPES } from '../scopes/scope-catalogue';
import { McpTools, type McpToolName } from './mcp-tools';

/**
 * Each tool's published JSON Schema, read off its DTO, and the DTO itself agree: what one accepts
 * the other accepts, what one refuses the other refuses, on examples of each tool (the schema
 * checked by the JSON Schema validator MCP clients use). The services are never called here
 * (only the tools' declarations are read).
 */
const tools = new McpTools(...(Array.from({ length: McpTools.length }, () => null) as unknown as ConstructorParameters<typeof McpTools>)).all;
const validator = new AjvJsonSchemaValidator();

const attendee = { name: 'Ana Lima', email: 'ana@example.com', timeZone: 'Europe/Lisbon' };
const EXAMPLES: Record<McpToolName, { valid: object[]; invalid: object[] }> = {
  get_profile: { valid: [{}], invalid: [{ extra: 1 }] },
  list_event_types: { valid: [{}, { take: 5, skip: 10 }], invalid: [{ take: 0 }, { take: 251 }, { skip: -1 }, { take: 1.5 }, { page: 2 }] },
  create_event_type: {
    valid: [
      { title: 'Call', slug: 'call', lengthMinutes: 30 },
      { title: 'Call', slug: 'call-2', lengthMinutes: 720, description: null, scheduleId: null, slotIntervalMinutes: null, locations: [{ type: 'video', value: 'https://meet.example.com/x' }], hidden: true },
    ],
    invalid: [{ title: 'Call', slug: 'call' }, { title: '', slug: 'call', lengthMinutes: 30 }, { title: 'Call', slug: 'Not A Slug', lengthMinutes: 30 }, { title: 'Call', slug: 'call', lengthMinutes: 721 }, { title: 'Call', slug: 'call', lengthMinutes: 30, minimumBookingNoticeMinutes: -1 }, { title: 'Call', slug: 'call', lengthMinutes: 30, locations: [{ type: 'carrier-pigeon', value: 'x' }] }, { title: 'Call', slug: 'call', lengthMinutes: 30, locations: [{ type: 'video', value: 'x', extra: 1 }] }],
  },
  list_schedules: { valid: [{ take: 250 }], invalid: [{ take: 'many' }] },
  create_schedule: {
    valid: [
      { name: 'Working hours' },
      { name: 'Evenings', timeZone: 'Europe/Berlin', availability: [{ days: ['monday', 'friday'], startTime: '18:00', endTime: '24:00' }], overrides: [{ date: '2030-12-24', ranges: [] }], isDefault: true },
    ],
    invalid: [{}, { name: '' }, { name: 'X', availability: [{ days: ['funday'], startTime: '09:00', endTime: '17:00' }] }, { name: 'X', availability: [{ days: ['monday'], startTime: '9:00', endTime: '17:00' }] }, { name: 'X', overrides: [{ date: 'tomorrow', ranges: [] }] }, { name: 'X', extra: 1 }],
  },
  find_available_slots: {
    valid: [{ eventTypeId: 1, start: '2030-03-25', end: '2030-03-26' }, { eventTypeId: 1, start: '2030-03-25T09:00:00', end: '2030-03-26', timeZone: 'Europe/Berlin' }],
    invalid: [{ start: '2030-03-25', end: '2030-03-26' }, { eventTypeId: 0, start: '2030-03-25', end: '2030-03-26' }, { eventTypeId: 1, start: '2030-03-25', end: '2030-03-26', extra: true }],
  },
  list_bookings: { valid: [{ status: ['upcoming', 'cancelled'], eventTypeId: 3, afterStart: '2030-03-25T00:00:00Z' }], invalid: [{ status: ['someday'] }, { eventTypeId: -3 }] },
  book_slot: {
    valid: [{ eventTypeId: 1, start: '2030-03-25T08:00:00Z', attendee }, { eventTypeId: 1, start: '2030-03-25T08:00:00Z', attendee, guests: ['bo@example.com'], locationType: 'phone' }],
    invalid: [{ eventTypeId: 1, start: '2030-03-25T08:00:00Z' }, { eventTypeId: 1, start: '2030-03-25T08:00:00Z', attendee: { ...attendee, name: '' } }, { eventTypeId: 1, start: '2030-03-25T08:00:00Z', attendee, locationType: 'moon' }],
  },
  cancel_booking: { valid: [{ uid: 'abc-DEF_123' }, { uid: 'abc', reason: 'Ill' }], invalid: [{}, { uid: '' }, { uid: 'a/b' }, { uid: 'abc', reason: 'x'.repeat(1001) }] },
  reschedule_booking: { valid: [{ uid: 'abc', start: '2030-03-25T08:00:00Z' }], invalid: [{ uid: 'abc' }, { start: '2030-03-25T08:00:00Z' }] },
  get_busy_times: { valid: [{ start: '2030-03-25', end: '2030-03-26', timeZone: 'UTC' }], invalid: [{ start: '2030-03-25' }] },
  list_teams: { valid: [{}], invalid: [{ skip: 'none' }] },
};

const dtoAccepts = (name: McpToolName, args: object) => {
  try {
    tools[name].input.parse(args);
    return true;
  } catch {
    return false;
  }
};

describe('The MCP tools’ declarations', () => {
  it('every tool has examples here, and declares catalogue scopes beside it', () => {
    expect(Object.keys(tools).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const tool of Object.values(tools)) for (const scope of tool.scopes) expect(ALL_SCOPES).toContain(scope);
  });

  it.each(Object.keys(EXAMPLES) as McpToolName[])('%s: the published schema and the DTO agree on the examples', (name) => {
    const schemaAccepts = validator.getValidator(tools[name].input.jsonSchema);
    for (const args of EXAMPLES[name].valid) expect([name, args, schemaAccepts(args).valid, dtoAccepts(name, args)]).toEqual([name, args, true, true]);
    for (const args of EXAMPLES[name].invalid) expect([name, args, schemaAccepts(args).valid, dtoAccepts(name, args)]).toEqual([name, args, false, false]);
  });

  it('a published schema is self-contained and refuses fields the DTO does not declare', () => {
    for (const { input } of Object.values(tools)) {
      expect(JSON.stringify(input.jsonSchema)).not.toContain('$ref');
      expect(input.jsonSchema.additionalProperties).toBe(false);
    }
    expect(tools.create_event_type.input.jsonSchema).toMatchObject({
      required: ['title', 'slug', 'lengthMinutes'],
      properties: { lengthMinutes: { type: 'integer', minimum: 1, maximum: 720 }, description: { type: ['string', 'null'] }, locations: { items: { required: ['type', 'value'], additionalProperties: false } } },
    });
  });
});
