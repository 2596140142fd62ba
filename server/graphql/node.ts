import { Field, ID, InterfaceType } from 'type-graphql';

/** Relay's Node: every object with an id. The id is the opaque global id (see access.ts). */
@InterfaceType({ description: 'An object with an opaque global id, fetchable with node(id:).' })
export abstract class Node {
  @Field(() => ID)
  id!: string;
}
