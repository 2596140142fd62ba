import { createParameterDecorator, ID, type ArgOptions } from 'type-graphql';
import { databaseIdOf, type NodeType } from './global-id.js';

/**
 * An `ID` argument holding the global id of a `type`, decoded once here: the resolver receives the
 * database id (see `databaseIdOf` for the policy on ids that name nothing), or null for a nullable
 * argument left out. The schema still says `ID`, as Relay clients expect.
 */
export function NodeIdArg(name: string, type: NodeType, options: Pick<ArgOptions, 'nullable' | 'description'> = {}) {
  return createParameterDecorator(
    ({ args }) => {
      const value: unknown = args[name];
      return typeof value === 'string' ? databaseIdOf(value, type) : null;
    },
    { arg: { name, typeFunc: () => ID, options } },
  );
}
