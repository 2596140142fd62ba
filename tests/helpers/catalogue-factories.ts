import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fromGlobalId, toGlobalId } from '../../server/graphql/global-id.js';
import { Area } from '../../server/modules/locations/area.entity.js';
import { createCity, signUpAdmin, signUpCustomer, signUpProvider, unique, type SignedIn } from './factories.js';
import type { GqlClient, GqlError, GqlResponse, UploadFile } from './gql-client.js';
import type { TestServer } from './server.js';

export { toGlobalId };

/** The database id behind a global id the API handed out. */
export function uuidOf(globalId: string): string {
  const parsed = fromGlobalId(globalId);
  if (!parsed) throw new Error(`Not a global id: ${globalId}`);
  return parsed.id;
}

export type Connection<T> = { totalCount: number; edges: { node: T }[] };

export function nodesOf<T>(connection: Connection<T>): T[] {
  return connection.edges.map((edge) => edge.node);
}

// ---- places and people ----

export type SeededCity = { id: string; uuid: string; name: string; areas: Record<string, string> };

/** A city (and its areas) written straight to the database; ids are the API's global ids. */
export async function seedCity(server: TestServer, name = unique('City '), areaNames: string[] = []): Promise<SeededCity> {
  const city = await createCity(server.dataSource, name, areaNames);
  const areas = await server.dataSource.getRepository(Area).findBy({ cityId: city.id });
  return {
    id: toGlobalId('City', city.id),
    uuid: city.id,
    name,
    areas: Object.fromEntries(areas.map((area) => [area.name, toGlobalId('Area', area.id)])),
  };
}

export type Cast = { admin: SignedIn; customer: SignedIn; provider: SignedIn; otherProvider: SignedIn };

/** An admin, a customer and two (unverified) external providers, each signed in in their own browser. */
export async function signUpCast(server: TestServer, cityId: string): Promise<Cast> {
  const [admin, customer, provider, otherProvider] = await Promise.all([
    signUpAdmin(server.client(), cityId, { name: 'Thandiwe Admin' }),
    signUpCustomer(server.client(), cityId, { name: 'Mwila Customer', phone: '+260977000001' }),
    signUpProvider(server.client(), cityId, { name: 'Chanda Provider', businessName: 'Chanda Cleaners' }),
    signUpProvider(server.client(), cityId, { name: 'Bwalya Provider' }),
  ]);
  return { admin, customer, provider, otherProvider };
}

export async function setProviderVerified(admin: GqlClient, providerId: string, verified: boolean): Promise<void> {
  await admin.data(`mutation ($id: ID!, $v: Boolean!) { setProviderVerified(id: $id, verified: $v) { id } }`, {
    id: providerId,
    v: verified,
  });
}

// ---- documents ----

export const PACKAGE_FIELDS = 'id name isMandatory description price customerPrice depositType depositValue deliveryDays imageUrl';

export const SERVICE_FIELDS = `
  id serviceName description status isApproved active providerId providerName isInternal phone businessName mobileService serviceLocations
  commissionType commissionRate activeAffiliate affiliateRate onPromo discountPercentage isMarkup recommended featured image gallery
  category { id name } subcategory { id name } city { id name } areas { id name }
  packages { ${PACKAGE_FIELDS} }
  priceRange { min max }
`;

export type ApiPackage = {
  id: string;
  name: string;
  isMandatory: boolean;
  description: string | null;
  price: string;
  customerPrice: string;
  depositType: 'AMOUNT' | 'PERCENTAGE';
  depositValue: string;
  deliveryDays: number;
  imageUrl: string | null;
};

export type ApiService = {
  id: string;
  serviceName: string;
  description: string | null;
  status: 'IN_REVIEW' | 'APPROVED' | 'REJECTED' | 'DRAFT' | 'ACTIVE';
  isApproved: boolean;
  active: boolean;
  providerId: string;
  providerName: string | null;
  isInternal: boolean;
  phone: string | null;
  businessName: string | null;
  mobileService: boolean;
  serviceLocations: string[];
  commissionType: 'PERCENTAGE' | 'AMOUNT';
  commissionRate: string;
  activeAffiliate: boolean;
  affiliateRate: string;
  onPromo: boolean;
  discountPercentage: number;
  isMarkup: boolean;
  recommended: boolean;
  featured: boolean;
  image: string | null;
  gallery: string[];
  category: { id: string; name: string };
  subcategory: { id: string; name: string } | null;
  city: { id: string; name: string } | null;
  areas: { id: string; name: string }[];
  packages: ApiPackage[];
  priceRange: { min: string; max: string } | null;
};

export const CATEGORY_FIELDS = `
  id name image active hasSubscriptionPackage commissionBased commissionType commissionValue isMarkup suggestedServiceName
  isSubcategory defaultDescription parent { id name } subcategories { id name }
  defaultPackages { name description price isMandatory depositType depositValue deliveryDays }
`;

export type ApiCategory = {
  id: string;
  name: string;
  image: string | null;
  active: boolean;
  hasSubscriptionPackage: boolean;
  commissionBased: boolean;
  commissionType: 'PERCENTAGE' | 'AMOUNT';
  commissionValue: string;
  isMarkup: boolean;
  suggestedServiceName: string | null;
  isSubcategory: boolean;
  defaultDescription: string | null;
  parent: { id: string; name: string } | null;
  subcategories: { id: string; name: string }[];
  defaultPackages: {
    name: string;
    description: string | null;
    price: string;
    isMandatory: boolean;
    depositType: string;
    depositValue: string;
    deliveryDays: number;
  }[];
};

export const CREATE_CATEGORY = `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`;
export const UPDATE_CATEGORY = `mutation ($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
/** Without `packages`, the service gets one priced Basic package (the form always sends its packages). */
export const CREATE_SERVICE = `mutation ($input: ServiceInput!, $packages: [PackageInput!]! = [{ name: "Basic", price: "400.00", isMandatory: true }]) {
  createService(input: $input, packages: $packages) { ${SERVICE_FIELDS} }
}`;
export const UPDATE_SERVICE = `mutation ($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
export const CREATE_MY_SERVICE = `mutation ($input: ProviderServiceInput!) { createMyService(input: $input) { ${SERVICE_FIELDS} } }`;
export const UPDATE_SERVICE_INFO = `mutation ($id: ID!, $input: ServiceInfoInput!) { updateServiceInfo(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
export const SAVE_PACKAGES = `mutation ($serviceId: ID!, $packages: [PackageInput!]!) {
  saveServicePackages(serviceId: $serviceId, packages: $packages) { service { ${SERVICE_FIELDS} } raisedDeposits { packageName deposit message } }
}`;
export const SET_APPROVAL = `mutation ($id: ID!, $approved: Boolean!) { setServiceApproval(id: $id, approved: $approved) { ${SERVICE_FIELDS} } }`;
export const SERVICE = `query ($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`;
/** What anyone may read of a service (no commission settings, no phone). */
export const PUBLIC_SERVICE = `query ($id: ID!) { service(id: $id) { id serviceName status providerId packages { name price customerPrice } priceRange { min max } } }`;
export const PUBLIC_SERVICES = `query { services(first: 100) { totalCount edges { node { id serviceName status } } } }`;
export const ADMIN_SERVICES = `query ($filter: ServiceFilter!) { adminServices(first: 100, filter: $filter) { totalCount edges { node { id serviceName status isInternal } } } }`;
export const MY_SERVICES = `query { myServices(first: 100) { totalCount edges { node { id serviceName status providerId } } } }`;
export const UPLOAD_IMAGE = `mutation ($serviceId: ID!, $file: Upload!) { uploadServiceImage(serviceId: $serviceId, file: $file) { id image gallery } }`;
export const UPLOAD_GALLERY = `mutation ($serviceId: ID!, $files: [Upload!]!) { uploadServiceGallery(serviceId: $serviceId, files: $files) { id image gallery } }`;
export const REMOVE_GALLERY_IMAGE = `mutation ($serviceId: ID!, $url: String!) { removeServiceGalleryImage(serviceId: $serviceId, url: $url) { id gallery } }`;
export const UPLOAD_PACKAGE_IMAGE = `mutation ($serviceId: ID!, $packageName: String!, $file: Upload!) { uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file) }`;

/** Names of the services in the public catalogue, as a visitor sees it. */
export async function publicServiceNames(visitor: GqlClient): Promise<string[]> {
  const { services } = await visitor.data<{ services: Connection<{ serviceName: string }> }>(PUBLIC_SERVICES);
  return nodesOf(services).map((s) => s.serviceName);
}

export async function myServiceNames(provider: GqlClient): Promise<string[]> {
  const { myServices } = await provider.data<{ myServices: Connection<{ serviceName: string }> }>(MY_SERVICES);
  return nodesOf(myServices).map((s) => s.serviceName);
}

// ---- inputs ----

export function categoryInput(overrides: Record<string, unknown> = {}) {
  return { name: unique('Category '), suggestedServiceName: 'House Cleaning', ...overrides };
}

export function serviceInput(categoryId: string, cityId: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceName: unique('Service '),
    categoryId,
    description: 'Thorough and on time.',
    cityId,
    ...overrides,
  };
}

export type PackageInputShape = {
  id?: string;
  name: string;
  price: string;
  isMandatory?: boolean;
  description?: string | null;
  depositType?: 'AMOUNT' | 'PERCENTAGE';
  depositValue?: string;
  imageUrl?: string | null;
};

export function basicPackage(overrides: Partial<PackageInputShape> = {}): PackageInputShape {
  return { name: 'Basic', price: '400.00', isMandatory: true, depositType: 'AMOUNT', depositValue: '100', ...overrides };
}

/** The packages of a saved service as PackageInput, to edit and save back. */
export function asPackageInputs(packages: ApiPackage[]): PackageInputShape[] {
  return packages.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    isMandatory: p.isMandatory,
    description: p.description,
    depositType: p.depositType,
    depositValue: p.depositValue,
    imageUrl: p.imageUrl,
  }));
}

// ---- errors ----

/** The single error of a response that must fail, with the data it came with. */
export function onlyError<T>(response: GqlResponse<T>): GqlError {
  if (!response.errors?.length) throw new Error(`Expected an error, got ${JSON.stringify(response.data)}`);
  if (response.errors.length !== 1) throw new Error(`Expected one error, got ${JSON.stringify(response.errors)}`);
  return response.errors[0];
}

// ---- files ----

/** Every file under a folder, relative to it, sorted; [] when the folder does not exist. */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function uploadsDir(server: TestServer): string {
  return path.join(server.config.dataDir, 'uploads');
}

/** Where a /files/... URL the API returned lives on disk. */
export function diskPathOf(server: TestServer, url: string): string {
  if (!url.startsWith('/files/')) throw new Error(`Not a local file URL: ${url}`);
  return path.join(uploadsDir(server), url.slice('/files/'.length));
}

export const CAMERA_MAKE = 'SnoopCam GPS-9000';

/** A real JPEG photo carrying EXIF (camera make and a copyright line), the way phones upload them. */
export async function jpegWithExif(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Make: CAMERA_MAKE, Copyright: 'Mwila Banda, Kabulonga' } } })
    .toBuffer();
}

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export function jpegFile(content: Buffer, name = 'photo.jpg'): UploadFile {
  return { name, type: 'image/jpeg', content };
}

export function pngFile(content: Buffer, name = 'picture.png'): UploadFile {
  return { name, type: 'image/png', content };
}

/** A text file dressed up as a JPEG: the name and the claimed type lie, the bytes do not. */
export const TEXT_AS_JPEG: UploadFile = {
  name: 'holiday.jpg',
  type: 'image/jpeg',
  content: Buffer.from('These are not the pixels you are looking for.\n'.repeat(20)),
};

export const EMPTY_JPEG: UploadFile = { name: 'empty.jpg', type: 'image/jpeg', content: new Uint8Array(0) };

/** A minimal PDF: accepted as proof of payment, not as a picture. */
export const SMALL_PDF: UploadFile = {
  name: 'receipt.pdf',
  type: 'application/pdf',
  content: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};
