import { Injectable } from '@nestjs/common';
import { DEFAULT_REGISTRATION_POLICY, type RegistrationPolicy } from './registration-policy';

/** The registration policy in force. */
@Injectable()
export class RegistrationPolicyService {
  async current(): Promise<RegistrationPolicy> {
    return DEFAULT_REGISTRATION_POLICY;
  }
}
