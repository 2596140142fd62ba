import { Field, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../graphql/scalars.js';
import { connectionOf } from '../../graphql/connection.js';
import { Category } from './category.entity.js';
import { Service } from './service.entity.js';

@ObjectType({ description: "Lowest and highest customer price of a service's packages." })
export class PriceRange {
  @Field(() => MoneyScalar) min!: number;
  @Field(() => MoneyScalar) max!: number;
}

@ObjectType()
export class CategoryConnection extends connectionOf('Category', Category) {}

@ObjectType()
export class ServiceConnection extends connectionOf('Service', Service) {}
