import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsInt, Max, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation/validate-input';
import { MAX_ID } from '../../common/validation/validators';
import { MEMBER_ROLES, type MemberRole } from '../../membership/member-role';
import type { Membership } from '../../membership/membership';
import { MEMBERSHIP_STATUSES } from '../../membership/membership.entity';

export type { Membership } from '../../membership/membership';

export class AddMemberDto {
  @ApiPropertyOptional({ example: 'bo@example.com', description: 'The email of an existing account (or give userId)' })
  @IsOmittable()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(320, { message: 'email must be at most 320 characters' })
  email?: string;

  @ApiPropertyOptional({ description: 'The id of an existing account (or give email)' })
  @IsOmittable()
  @IsInt({ message: 'userId must be the id of an account' })
  @Min(1, { message: 'userId must be the id of an account' })
  @Max(MAX_ID, { message: 'userId must be the id of an account' })
  userId?: number;

  @ApiPropertyOptional({ enum: MEMBER_ROLES, default: 'MEMBER', description: 'Only an owner may add an OWNER' })
  @IsOmittable()
  @IsIn(MEMBER_ROLES, { message: `role must be one of: ${MEMBER_ROLES.join(', ')}` })
  role?: MemberRole;
}

export class UpdateMemberDto {
  @ApiPropertyOptional({ enum: MEMBER_ROLES, description: 'Admins change MEMBER and ADMIN roles; only an owner makes or removes owners' })
  @IsOmittable()
  @IsIn(MEMBER_ROLES, { message: `role must be one of: ${MEMBER_ROLES.join(', ')}` })
  role?: MemberRole;

  @ApiPropertyOptional({ description: 'true: the invited person accepts their own invitation (to decline, delete the membership)' })
  @IsOmittable()
  @IsBoolean({ message: 'accepted must be true or false' })
  accepted?: boolean;
}

/**
 * The person of a membership. Their name and email are shown once they accept, not before: anyone
 * may create a team and add any account by its id, and an invitation that answered with the
 * account's email would let them read every account's email by walking the ids. The one exception
 * tells nothing new: the answer to adding someone by email carries that email back.
 */
export class MemberUserDto {
  @ApiProperty() id: number;
  @ApiPropertyOptional({ description: 'Shown once the person has accepted' }) name?: string;
  @ApiPropertyOptional({ description: 'Shown once the person has accepted; and in the answer to adding them by email, the address they were invited by' })
  email?: string;
}


export class MembershipResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() userId: number;
  @ApiProperty({ type: MemberUserDto }) user: MemberUserDto;
  @ApiProperty({ enum: MEMBER_ROLES }) role: MemberRole;
  @ApiProperty({ description: 'false until the person accepts; until then the membership gives no access' }) accepted: boolean;
  @ApiProperty({ enum: MEMBERSHIP_STATUSES, description: '`invited` until the person accepts (the same as `accepted: false`), then `active`' })
  status: (typeof MEMBERSHIP_STATUSES)[number];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  /** `invitedByEmail`: the membership was just made by email, so the caller already knows the address. */
  static from(m: Membership, options: { invitedByEmail?: boolean } = {}): MembershipResponseDto {
    const invitedByEmail = options.invitedByEmail === true;
    return {
      id: m.id,
      userId: m.userId,
      user: m.accepted ? { id: m.userId, name: m.user.name, email: m.user.email } : invitedByEmail ? { id: m.userId, email: m.user.email } : { id: m.userId },
      role: m.role,
      accepted: m.accepted,
      status: m.accepted ? 'active' : 'invited',
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    };
  }
}
