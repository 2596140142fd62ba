import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Public } from '../../graphql/access.js';
import type { Context, RequestContext } from '../../context.js';
import { withDatabaseIds } from '../../graphql/global-id.js';
import { Area } from '../locations/area.entity.js';
import { City } from '../locations/city.entity.js';
import { AdminSignUpInput, AuthPayload, HOME_IDS, ProfileInput, ProviderSignUpInput, SignUpInput } from './identity.inputs.js';
import * as identity from './identity.service.js';
import { signedInPayload } from './signed-in.edge.js';
import { User } from './user.entity.js';

@Resolver(() => User)
export class IdentityResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  @Public()
  me(@Ctx() ctx: Context): User | null {
    return ctx.user;
  }

  @Mutation(() => AuthPayload, { description: 'Creates a customer account and signs it in.' })
  @Public()
  async signUp(@Arg('input') input: SignUpInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return signedInPayload(ctx, await identity.signUpCustomer(ctx, withDatabaseIds(input, HOME_IDS)));
  }

  @Mutation(() => AuthPayload, { description: 'Creates an external provider account (not yet verified) and signs it in.' })
  @Public()
  async signUpProvider(@Arg('input') input: ProviderSignUpInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return signedInPayload(ctx, await identity.signUpProvider(ctx, withDatabaseIds(input, HOME_IDS)));
  }

  @Mutation(() => AuthPayload, { description: 'Creates a verified admin account; needs an admin invite code.' })
  @Public()
  async signUpAdmin(@Arg('input') input: AdminSignUpInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return signedInPayload(ctx, await identity.signUpAdmin(ctx, withDatabaseIds(input, HOME_IDS)));
  }

  @Mutation(() => AuthPayload)
  @Public()
  // type-graphql lists arguments in reverse parameter order; this keeps signIn(email, password) in the schema.
  async signIn(@Ctx() ctx: RequestContext, @Arg('password') password: string, @Arg('email') email: string): Promise<AuthPayload> {
    return signedInPayload(ctx, await identity.signIn(ctx, email, password));
  }

  @Mutation(() => Boolean, { description: 'Revokes the current session.' })
  @Auth()
  async signOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    await identity.signOut(ctx);
    ctx.sessionCookie.clear();
    return true;
  }

  @Mutation(() => User, { description: "Saves the signed-in person's own profile." })
  @Auth()
  updateMyProfile(@Arg('input') input: ProfileInput, @Ctx() ctx: Context): Promise<User> {
    return identity.updateProfile(ctx, withDatabaseIds(input, HOME_IDS));
  }

  @FieldResolver(() => City, { nullable: true })
  city(@Root() user: User, @Ctx() ctx: Context): Promise<City | null> | null {
    return user.cityId ? ctx.loaders.byId(City).load(user.cityId) : null;
  }

  @FieldResolver(() => Area, { nullable: true })
  area(@Root() user: User, @Ctx() ctx: Context): Promise<Area | null> | null {
    return user.areaId ? ctx.loaders.byId(Area).load(user.areaId) : null;
  }
}
