import type { FormValidateInput } from '@mantine/form';
import { DEFAULT_COMMISSION_SETTINGS } from '../../../components/catalogue/pricing';
import type { CommissionType, ServiceForm_ServiceFragment, ServiceInput } from '../../../gql/graphql';
import { fieldRule } from '../../../lib/form-rules';
import { validateBuffer } from '../../../components/catalogue/BufferField';
import { CommissionType as CommissionRule } from '@server/modules/catalogue/pricing-rules';
import { adminServiceFields, serviceCommissionRules } from '@server/modules/catalogue/service-rules';

export interface ServiceFormValues {
  serviceName: string;
  categoryId: string;
  subcategoryId: string;
  description: string;
  cityId: string;
  areaIds: string[];
  serviceLocations: string[];
  mobileService: boolean;
  phone: string;
  businessName: string;
  commissionType: CommissionType;
  commissionRate: string;
  activeAffiliate: boolean;
  affiliateRate: string;
  onPromo: boolean;
  discountPercentage: number | string;
  isMarkup: boolean;
  recommended: boolean;
  featured: boolean;
  active: boolean;
  /** Minutes kept free after each job, as typed. */
  bufferMinutes: number | string;
}

/** A new service: spec §9 defaults: Percentage, 15; affiliate rate 0. */
export const EMPTY_SERVICE: ServiceFormValues = {
  serviceName: '',
  categoryId: '',
  subcategoryId: '',
  description: '',
  cityId: '',
  areaIds: [],
  serviceLocations: [],
  mobileService: false,
  phone: '',
  businessName: '',
  commissionType: DEFAULT_COMMISSION_SETTINGS.type,
  commissionRate: DEFAULT_COMMISSION_SETTINGS.rate,
  activeAffiliate: false,
  affiliateRate: '0',
  onPromo: false,
  discountPercentage: 0,
  isMarkup: false,
  recommended: false,
  featured: false,
  active: true,
  bufferMinutes: 0,
};

export function valuesOf(service: ServiceForm_ServiceFragment): ServiceFormValues {
  return {
    serviceName: service.serviceName,
    categoryId: service.category.id,
    subcategoryId: service.subcategory?.id ?? '',
    description: service.description ?? '',
    cityId: service.city?.id ?? '',
    areaIds: service.areas.map((area) => area.id),
    serviceLocations: service.serviceLocations,
    mobileService: service.mobileService,
    phone: service.phone ?? '',
    businessName: service.businessName ?? '',
    commissionType: service.commissionType,
    commissionRate: service.commissionRate,
    activeAffiliate: service.activeAffiliate,
    affiliateRate: service.affiliateRate,
    onPromo: service.onPromo,
    discountPercentage: service.discountPercentage,
    isMarkup: service.isMarkup,
    recommended: service.recommended,
    featured: service.featured,
    active: service.active,
    bufferMinutes: service.bufferMinutes,
  };
}

const checkCommission = fieldRule(serviceCommissionRules);
const checkAffiliateRate = fieldRule(adminServiceFields.affiliateRate);
const checkDiscount = fieldRule(adminServiceFields.discountPercentage);

/** The admin service form's checks (spec §5), said before the server says them, on what a save would send. */
export const serviceFormValidation: FormValidateInput<ServiceFormValues> = {
  serviceName: fieldRule(adminServiceFields.serviceName),
  categoryId: fieldRule(adminServiceFields.categoryId),
  description: fieldRule(adminServiceFields.description),
  cityId: fieldRule(adminServiceFields.cityId),
  commissionType: (value) => (value ? null : 'Commission type is required.'),
  commissionRate: (value, values) => checkCommission({ commissionType: CommissionRule[values.commissionType], commissionRate: value }),
  affiliateRate: (value) => checkAffiliateRate(value.trim() || '0'),
  // An emptied number field holds '', which Number() would read as 0.
  discountPercentage: (value, values) => (values.onPromo ? checkDiscount(value === '' ? null : Number(value)) : null),
  bufferMinutes: validateBuffer,
};

/** The form's values as ServiceInput (createService and updateService take the same). */
export function toServiceInput(v: ServiceFormValues): ServiceInput {
  return {
    serviceName: v.serviceName.trim(),
    categoryId: v.categoryId,
    subcategoryId: v.subcategoryId || null,
    description: v.description.trim(),
    cityId: v.cityId,
    areaIds: v.areaIds,
    serviceLocations: v.serviceLocations,
    mobileService: v.mobileService,
    phone: v.phone.trim() || null,
    businessName: v.businessName.trim() || null,
    commissionType: v.commissionType,
    commissionRate: v.commissionRate.trim(),
    activeAffiliate: v.activeAffiliate,
    affiliateRate: v.affiliateRate.trim() || '0',
    onPromo: v.onPromo,
    discountPercentage: v.onPromo ? Number(v.discountPercentage) : 0,
    isMarkup: v.isMarkup,
    recommended: v.recommended,
    featured: v.featured,
    active: v.active,
    bufferMinutes: Number(v.bufferMinutes),
  };
}
