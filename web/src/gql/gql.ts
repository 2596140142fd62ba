/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query SignupPage {\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.SignupPageDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": typeof types.SignUpProviderDocument,
    "\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": typeof types.SignUpAdminDocument,
    "\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  query BookingPage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      ...BookingSummary_service\n      packages {\n        id\n        name\n        ...BookingSummary_package\n      }\n    }\n  }\n": typeof types.BookingPageDocument,
    "\n  fragment BookingSummary_service on Service {\n    id\n    serviceName\n    image\n    category {\n      id\n      name\n    }\n  }\n": typeof types.BookingSummary_ServiceFragmentDoc,
    "\n  fragment BookingSummary_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": typeof types.BookingSummary_PackageFragmentDoc,
    "\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n": typeof types.CategoryPills_CategoriesFragmentDoc,
    "\n  query HomePage($categoryId: ID, $after: String) {\n    categories(first: 50) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n    }\n    services(first: 12, after: $after, categoryId: $categoryId) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    image\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      category {\n        id\n        name\n      }\n      subcategory {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n      areas {\n        id\n        name\n      }\n      priceRange {\n        min\n        max\n      }\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n": typeof types.ServicePageDocument,
    "\n  query ProviderHomePage {\n    me {\n      id\n      name\n      verified\n      isApproved\n      businessName\n    }\n  }\n": typeof types.ProviderHomePageDocument,
    "\n  query Session {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query SignupPage {\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.SignupPageDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": types.SignUpProviderDocument,
    "\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n": types.SignUpAdminDocument,
    "\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n": types.AccountPageDocument,
    "\n  query BookingPage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      ...BookingSummary_service\n      packages {\n        id\n        name\n        ...BookingSummary_package\n      }\n    }\n  }\n": types.BookingPageDocument,
    "\n  fragment BookingSummary_service on Service {\n    id\n    serviceName\n    image\n    category {\n      id\n      name\n    }\n  }\n": types.BookingSummary_ServiceFragmentDoc,
    "\n  fragment BookingSummary_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": types.BookingSummary_PackageFragmentDoc,
    "\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n": types.CategoryPills_CategoriesFragmentDoc,
    "\n  query HomePage($categoryId: ID, $after: String) {\n    categories(first: 50) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n    }\n    services(first: 12, after: $after, categoryId: $categoryId) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    image\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      category {\n        id\n        name\n      }\n      subcategory {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n      areas {\n        id\n        name\n      }\n      priceRange {\n        min\n        max\n      }\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n": types.ServicePageDocument,
    "\n  query ProviderHomePage {\n    me {\n      id\n      name\n      verified\n      isApproved\n      businessName\n    }\n  }\n": types.ProviderHomePageDocument,
    "\n  query Session {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n": types.SessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignupPage {\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SignupPage {\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        id\n        email\n        name\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingPage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      ...BookingSummary_service\n      packages {\n        id\n        name\n        ...BookingSummary_package\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingPage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      ...BookingSummary_service\n      packages {\n        id\n        name\n        ...BookingSummary_package\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSummary_service on Service {\n    id\n    serviceName\n    image\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BookingSummary_service on Service {\n    id\n    serviceName\n    image\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSummary_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n"): (typeof documents)["\n  fragment BookingSummary_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($categoryId: ID, $after: String) {\n    categories(first: 50) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n    }\n    services(first: 12, after: $after, categoryId: $categoryId) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query HomePage($categoryId: ID, $after: String) {\n    categories(first: 50) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n    }\n    services(first: 12, after: $after, categoryId: $categoryId) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    image\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    image\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n"): (typeof documents)["\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      category {\n        id\n        name\n      }\n      subcategory {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n      areas {\n        id\n        name\n      }\n      priceRange {\n        min\n        max\n      }\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      category {\n        id\n        name\n      }\n      subcategory {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n      areas {\n        id\n        name\n      }\n      priceRange {\n        min\n        max\n      }\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderHomePage {\n    me {\n      id\n      name\n      verified\n      isApproved\n      businessName\n    }\n  }\n"): (typeof documents)["\n  query ProviderHomePage {\n    me {\n      id\n      name\n      verified\n      isApproved\n      businessName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      email\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;