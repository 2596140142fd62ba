import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context.js';
import { Auth } from '../../graphql/access.js';
import { DataExport } from './data-export.nodes.js';
import { myDataExports, requestMyData, stateOf } from './data-export.service.js';

type Row = Awaited<ReturnType<typeof myDataExports>>[number];
const nodeOf = (row: Row): DataExport => ({ id: row.id, state: stateOf(row), requestedAt: row.created_at, expiresAt: row.expires_at });

/** "Download my data" (issue 34): any signed-in person, about themself only. */
@Resolver()
export class DataExportResolver {
  @Mutation(() => DataExport, { description: 'Queues an archive of your data; an email brings a single-use link when it is ready.' })
  @Auth()
  async requestMyData(@Ctx() ctx: Context): Promise<DataExport> {
    return nodeOf(await requestMyData(ctx));
  }

  @Query(() => [DataExport], { description: 'Your recent data archives, newest first.' })
  @Auth()
  async myDataExports(@Ctx() ctx: Context): Promise<DataExport[]> {
    return (await myDataExports(ctx)).map(nodeOf);
  }
}
