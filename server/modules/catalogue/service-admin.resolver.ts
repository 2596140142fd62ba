import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/access.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { withDatabaseIds } from '../../graphql/global-id.js';
import { NodeIdArg } from '../../graphql/node-id-arg.js';
import { Role } from '../../lib/role.js';
import * as catalogue from './catalogue.service.js';
import { ServiceConnection } from './catalogue.types.js';
import * as media from './service-media.service.js';
import * as writes from './service-write.service.js';
import { Service } from './service.entity.js';
import {
  PackageInput,
  ProviderServiceInput,
  SavePackagesPayload,
  ServiceFilter,
  ServiceInfoInput,
  ServiceInput,
} from './service.inputs.js';

/** The records a service form points at, decoded for the services (which take database ids). */
const SERVICE_REFS = { categoryId: 'Category', subcategoryId: 'Category', cityId: 'City', areaIds: 'Area' } as const;
const packageIds = (packages: PackageInput[]) => packages.map((pkg) => withDatabaseIds(pkg, { id: 'Package' }));

/** Creating, editing, approving and illustrating services: the admin back office and the provider portal. */
@Resolver(() => Service)
export class ServiceAdminResolver {
  @Query(() => ServiceConnection, { description: 'Every service whatever its status, by name.' })
  @Auth(Role.ADMIN)
  adminServices(
    @Args() args: ConnectionArgs,
    @Arg('filter', () => ServiceFilter, { defaultValue: ServiceFilter.ALL }) filter: ServiceFilter,
    @Arg('search', () => String, { nullable: true, description: 'Part of the service name, any case.' }) search: string | null,
    @Ctx() ctx: Context,
  ) {
    return catalogue.listAllServices(ctx, { ...args, filter, search });
  }

  @Query(() => ServiceConnection, { description: "One external provider's services, whatever their status." })
  @Auth(Role.ADMIN)
  providerServices(@Args() args: ConnectionArgs, @NodeIdArg('providerId', 'User') providerId: string, @Ctx() ctx: Context) {
    return catalogue.listProviderServices(ctx, providerId, args);
  }

  @Query(() => ServiceConnection, { description: "The signed-in provider's own services, always fresh." })
  @Auth(Role.EXTERNAL_PROVIDER)
  myServices(@Args() args: ConnectionArgs, @Ctx() ctx: Context) {
    return catalogue.listProviderServices(ctx, ctx.user!.id, args);
  }

  @Mutation(() => Service, {
    description:
      'Admin "Create Service": an internal ("AYS") service with its packages (the form starts them from the category\'s default packages).',
  })
  @Auth(Role.ADMIN)
  createService(@Arg('input') input: ServiceInput, @Arg('packages', () => [PackageInput]) packages: PackageInput[], @Ctx() ctx: Context) {
    return writes.createInternalService(ctx, withDatabaseIds(input, SERVICE_REFS), packageIds(packages));
  }

  @Mutation(() => Service, { description: 'Admin edit of any service; status is kept.' })
  @Auth(Role.ADMIN)
  updateService(
    @Arg('input') input: ServiceInput,
    @NodeIdArg('id', 'Service') id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return writes.updateServiceAsAdmin(ctx, id, withDatabaseIds(input, SERVICE_REFS), expectedVersion);
  }

  @Mutation(() => Service, { description: 'Approve (status Approved) or unapprove (status In Review).' })
  @Auth(Role.ADMIN)
  setServiceApproval(@Arg('approved') approved: boolean, @NodeIdArg('id', 'Service') id: string, @Ctx() ctx: Context) {
    return writes.setServiceApproval(ctx, id, approved);
  }

  @Mutation(() => Service, { description: 'The provider wizard: active at once for a verified provider, else In Review.' })
  @Auth(Role.EXTERNAL_PROVIDER)
  createMyService(@Arg('input') input: ProviderServiceInput, @Ctx() ctx: Context) {
    return writes.createProviderService(ctx, { ...withDatabaseIds(input, SERVICE_REFS), packages: packageIds(input.packages) });
  }

  @Mutation(() => Service, { description: "The info tab of a provider's own service (or any, for an admin)." })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  updateServiceInfo(
    @Arg('input') input: ServiceInfoInput,
    @NodeIdArg('id', 'Service') id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The version the edit started from.' })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return writes.updateServiceInfo(ctx, id, withDatabaseIds(input, SERVICE_REFS), expectedVersion);
  }

  @Mutation(() => SavePackagesPayload, { description: 'Replaces the packages; deposits below the commission are raised to it.' })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  saveServicePackages(
    @Arg('packages', () => [PackageInput]) packages: PackageInput[],
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: "The service's version the edit started from." })
    expectedVersion: number | null,
    @Ctx() ctx: Context,
  ) {
    return writes.savePackages(ctx, serviceId, packageIds(packages), expectedVersion);
  }

  @Mutation(() => Service)
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  uploadServiceImage(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Ctx() ctx: Context,
  ) {
    return media.uploadServiceImage(ctx, serviceId, file);
  }

  @Mutation(() => Service, { description: 'Adds images to the gallery.' })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  uploadServiceGallery(
    @Arg('files', () => [GraphQLUpload]) files: Promise<FileUpload>[],
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Ctx() ctx: Context,
  ) {
    return media.uploadServiceGallery(ctx, serviceId, files);
  }

  @Mutation(() => Service)
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  removeServiceGalleryImage(@Arg('url') url: string, @NodeIdArg('serviceId', 'Service') serviceId: string, @Ctx() ctx: Context) {
    return media.removeServiceGalleryImage(ctx, serviceId, url);
  }

  @Mutation(() => String, { description: "Stores a package image and returns its URL for the package's imageUrl." })
  @Auth(Role.ADMIN, Role.EXTERNAL_PROVIDER)
  uploadPackageImage(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Arg('packageName') packageName: string,
    @NodeIdArg('serviceId', 'Service') serviceId: string,
    @Ctx() ctx: Context,
  ) {
    return media.uploadPackageImage(ctx, serviceId, packageName, file);
  }
}
