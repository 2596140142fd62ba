import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'The admin "Create SP" form.' })
export class InternalProviderInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field() phone!: string;
  @Field(() => ID) cityId!: string;
  @Field(() => [ID], { defaultValue: [] }) areaIds!: string[];
  @Field(() => [ID]) categoryIds!: string[];
  @Field() nrc!: string;
}
