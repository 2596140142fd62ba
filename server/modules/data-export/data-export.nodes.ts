import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DataExportState } from './data-export-rules.js';

registerEnumType(DataExportState, {
  name: 'DataExportState',
  description: 'PREPARING: being built; READY: the emailed link works; USED: downloaded once; EXPIRED: past its 7 days.',
});

@ObjectType({ description: "An archive of the signed-in person's data they asked for." })
export class DataExport {
  @Field(() => ID) id!: string;
  @Field(() => DataExportState) state!: DataExportState;
  @Field() requestedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Until when the link works (READY), or worked.' }) expiresAt!: Date | null;
}
