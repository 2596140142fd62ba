import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { AdminInvite } from './admin-invite.entity.js';
import { Gender } from './gender.js';
import { User } from './user.entity.js';

/** The global ids of the city and area a person lives in, as a resolver decodes them for resolveHome. */
export const HOME_IDS = { cityId: 'City', areaId: 'Area' } as const;

@InputType({ description: 'Customer sign-up.' })
export class SignUpInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field() password!: string;
  @Field(() => Gender) gender!: Gender;
  @Field(() => ID) cityId!: string;
  @Field(() => ID, { nullable: true }) areaId?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) nrc?: string | null;
}

@InputType({ description: 'External service provider sign-up: phone is required; a company needs its business name.' })
export class ProviderSignUpInput extends SignUpInput {
  @Field(() => Boolean, { defaultValue: false }) isCompany!: boolean;
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) businessName?: string | null;
}

@InputType({ description: 'Admin sign-up: needs NRC and an admin invite code.' })
export class AdminSignUpInput extends SignUpInput {
  @Field() inviteCode!: string;
}

@ObjectType()
export class AuthPayload {
  @Field(() => User) user!: User;
}

@ObjectType({ description: 'A single-use code for /admin/signup. The code is shown only once.' })
export class AdminInviteCode {
  @Field() code!: string;
  @Field() expiresAt!: Date;
  @Field(() => AdminInvite) invite!: AdminInvite;
}

export enum PasswordLinkPurpose {
  RESET = 'reset',
  WELCOME = 'welcome',
}
registerEnumType(PasswordLinkPurpose, {
  name: 'PasswordLinkPurpose',
  description: 'RESET: a forgotten password; WELCOME: an account someone else created.',
});

@ObjectType({ description: 'An emailed link to set a password that can still be used.' })
export class PasswordLink {
  @Field(() => PasswordLinkPurpose) purpose!: PasswordLinkPurpose;
  @Field({ description: 'The account whose password the link sets.' }) email!: string;
}

@InputType({ description: 'What a person may change about themself. Verified and approved are for admins only.' })
export class ProfileInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => Gender, { nullable: true }) gender?: Gender | null;
  @Field(() => ID) cityId!: string;
  @Field(() => ID, { nullable: true }) areaId?: string | null;
  @Field(() => String, { nullable: true }) nrc?: string | null;
  @Field(() => Boolean, { defaultValue: false }) isCompany!: boolean;
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) businessName?: string | null;
}
