/** The `/v2` envelope lives in `common/api` (every route family uses it); kept here for existing imports. */
export { ApiNoContent, ApiSuccess, EnvelopeOf, INVALID_INPUT, PageEnvelopeOf, success, type Envelope } from '../../common/api/envelope';
