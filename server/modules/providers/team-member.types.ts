import { Field, InterfaceType, ObjectType } from 'type-graphql';

/**
 * Who does an internal booking's job (issue 23). Admins get the whole record (an InternalProvider);
 * the booking's customer gets a TeamMemberContact, which has nothing beyond a name and a phone number,
 * so no field added to team members later can reach customers by accident.
 */
@InterfaceType({
  description: "The team member doing a booking's job: an InternalProvider for admins, a TeamMemberContact for the booking's customer.",
  resolveType: (value: object) => (value instanceof TeamMemberContact ? 'TeamMemberContact' : 'InternalProvider'),
})
export abstract class TeamMember {
  @Field()
  name!: string;

  @Field()
  phone!: string;
}

@ObjectType({ implements: TeamMember, description: 'What a customer sees of the team member coming to their confirmed booking.' })
export class TeamMemberContact extends TeamMember {
  static of(member: { name: string; phone: string }): TeamMemberContact {
    return Object.assign(new TeamMemberContact(), { name: member.name, phone: member.phone });
  }
}
