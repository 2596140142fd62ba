import { getFragmentData, graphql, type FragmentType } from '../../gql';

/** Where a service sits in the catalogue and what it costs: the part every service page shows. */
export const ServiceFacts_service = graphql(`
  fragment ServiceFacts_service on Service {
    category {
      id
      name
    }
    subcategory {
      id
      name
    }
    city {
      id
      name
    }
    areas {
      id
      name
    }
    priceRange {
      min
      max
    }
  }
`);

export type ServiceFactsRef = FragmentType<typeof ServiceFacts_service>;

/** The fields of the fragment, with the category path and the place as they read on every page. */
export function serviceFacts(ref: ServiceFactsRef, categorySeparator = ' · ') {
  const facts = getFragmentData(ServiceFacts_service, ref);
  const areas = facts.areas.map((area) => area.name).join(', ');
  return {
    ...facts,
    areaNames: areas,
    categoryPath: facts.subcategory ? `${facts.category.name}${categorySeparator}${facts.subcategory.name}` : facts.category.name,
    /** "Lusaka · Kabulonga, Woodlands", or what of it is known. */
    place: [facts.city?.name, areas].filter(Boolean).join(' · '),
  };
}
