import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class CityInput {
  @Field() name!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}

@InputType()
export class AreaInput {
  @Field() name!: string;
  @Field(() => ID) cityId!: string;
  @Field(() => Boolean, { defaultValue: true }) active!: boolean;
}
