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
    "\n  fragment ContactLinks_settings on PlatformSettings {\n    contactPhone\n    whatsappNumber\n  }\n": typeof types.ContactLinks_SettingsFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment CityAreaSelects_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": typeof types.CityAreaSelects_CityFragmentDoc,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  query PushDevice($endpoint: String!) {\n    pushDevice(endpoint: $endpoint) {\n      endpoint\n    }\n  }\n": typeof types.PushDeviceDocument,
    "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      endpoint\n      refreshedAt\n    }\n  }\n": typeof types.RegisterPushDeviceDocument,
    "\n  mutation UnregisterPushDevice($endpoint: String!) {\n    unregisterPushDevice(endpoint: $endpoint)\n  }\n": typeof types.UnregisterPushDeviceDocument,
    "\n  fragment SmsNotificationsCard_preferences on SmsPreferences {\n    bookingReceived\n    bookingConfirmed\n    bookingRescheduled\n    bookingCancelled\n    rescheduleRequested\n    appointmentReminder\n    paymentReceived\n    newMessage\n    number\n    stopped\n  }\n": typeof types.SmsNotificationsCard_PreferencesFragmentDoc,
    "\n  query MySmsPreferences {\n    mySmsPreferences {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n": typeof types.MySmsPreferencesDocument,
    "\n  mutation UpdateMySmsPreferences($input: SmsPreferencesInput!) {\n    updateMySmsPreferences(input: $input) {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n": typeof types.UpdateMySmsPreferencesDocument,
    "\n  fragment CommissionsTable_commission on AffiliateCommission {\n    id\n    date\n    bookingReference\n    serviceName\n    codeName\n    amount\n    payout {\n      id\n      paidOn\n    }\n  }\n": typeof types.CommissionsTable_CommissionFragmentDoc,
    "\n  fragment CommissionsTable_user on User {\n    id\n    commissions(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          bookingReference\n          payout {\n            id\n          }\n          ...CommissionsTable_commission\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.CommissionsTable_UserFragmentDoc,
    "\n  fragment EarningsSummary_earnings on AffiliateEarnings {\n    total\n    paid\n    unpaid\n  }\n": typeof types.EarningsSummary_EarningsFragmentDoc,
    "\n  fragment PromoCodesTable_code on PromoCode {\n    id\n    codeName\n    discount\n    usageLimit\n    usageCount\n    affiliateRate\n    status\n    service {\n      id\n      serviceName\n    }\n  }\n": typeof types.PromoCodesTable_CodeFragmentDoc,
    "\n  fragment PromoCodesTable_user on User {\n    id\n    promoCodes(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...PromoCodesTable_code\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PromoCodesTable_UserFragmentDoc,
    "\n  fragment PackagesEditor_package on Package {\n    id\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n": typeof types.PackagesEditor_PackageFragmentDoc,
    "\n  fragment PackagesEditor_template on PackageTemplate {\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n  }\n": typeof types.PackagesEditor_TemplateFragmentDoc,
    "\n  fragment ServiceFacts_service on Service {\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n": typeof types.ServiceFacts_ServiceFragmentDoc,
    "\n  fragment WeeklyHoursEditor_day on WorkingDay {\n    weekday\n    name\n    ranges {\n      start\n      end\n    }\n  }\n": typeof types.WeeklyHoursEditor_DayFragmentDoc,
    "\n  fragment HoursExceptions_exception on WorkingHoursException {\n    date\n    dayOff\n    ranges {\n      start\n      end\n    }\n  }\n": typeof types.HoursExceptions_ExceptionFragmentDoc,
    "\n  fragment PayoutsTable_payout on Payout {\n    id\n    paidOn\n    method\n    reference\n    amount\n  }\n": typeof types.PayoutsTable_PayoutFragmentDoc,
    "\n  fragment PayoutsTable_user on User {\n    id\n    payouts(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          ...PayoutsTable_payout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.PayoutsTable_UserFragmentDoc,
    "\n  fragment PayoutsTable_connection on ProviderPayoutConnection {\n    edges {\n      node {\n        id\n        ...PayoutsTable_payout\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.PayoutsTable_ConnectionFragmentDoc,
    "\n  fragment ProviderBalanceSummary_balance on ProviderBalance {\n    owed\n    paid\n    unpaid\n  }\n": typeof types.ProviderBalanceSummary_BalanceFragmentDoc,
    "\n  fragment ProviderEarningsTable_earning on ProviderEarning {\n    id\n    collected\n    platformFee\n    owed\n    payout {\n      id\n      paidOn\n    }\n    booking {\n      id\n      reference\n      date\n      service {\n        id\n        serviceName\n      }\n    }\n  }\n": typeof types.ProviderEarningsTable_EarningFragmentDoc,
    "\n  fragment ProviderEarningsTable_connection on ProviderEarningConnection {\n    edges {\n      node {\n        id\n        owed\n        payout {\n          id\n        }\n        ...ProviderEarningsTable_earning\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.ProviderEarningsTable_ConnectionFragmentDoc,
    "\n  query BookingThread($id: ID!, $after: String) {\n    booking(id: $id) {\n      id\n      reference\n      allowedActions\n      unreadMessages\n      messages(first: 30, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...ThreadMessage_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.BookingThreadDocument,
    "\n  subscription BookingThreadLive($bookingId: ID!) {\n    bookingChanged(bookingId: $bookingId) {\n      kind\n      byYou\n      booking {\n        id\n        allowedActions\n      }\n    }\n  }\n": typeof types.BookingThreadLiveDocument,
    "\n  mutation SendBookingMessage($bookingId: ID!, $input: BookingMessageInput!) {\n    sendBookingMessage(bookingId: $bookingId, input: $input) {\n      id\n      ...ThreadMessage_message\n    }\n  }\n": typeof types.SendBookingMessageDocument,
    "\n  mutation MarkBookingThreadRead($bookingId: ID!) {\n    markBookingThreadRead(bookingId: $bookingId) {\n      id\n      unreadMessages\n    }\n  }\n": typeof types.MarkBookingThreadReadDocument,
    "\n  fragment ThreadMessage_message on BookingMessage {\n    id\n    body\n    photoUrl\n    authorLabel\n    fromYou\n    createdAt\n  }\n": typeof types.ThreadMessage_MessageFragmentDoc,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n    requests: unreadMessageCount(tab: REQUESTS)\n  }\n": typeof types.UnreadMessageCountDocument,
    "\n  query PaymentNetworkRefusals {\n    paymentNetworkRefusals {\n      network\n      refusedAt\n      detail\n    }\n  }\n": typeof types.PaymentNetworkRefusalsDocument,
    "\n  query AdminAffiliateCommissions($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...CommissionsTable_user\n    }\n  }\n": typeof types.AdminAffiliateCommissionsDocument,
    "\n  query AdminAffiliateDashboard($after: String) {\n    affiliates(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          verified\n          verificationStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n    }\n  }\n": typeof types.AdminAffiliateDashboardDocument,
    "\n  mutation VerifyAffiliate($id: ID!) {\n    verifyAffiliate(id: $id) {\n      id\n      verified\n      verificationStatus\n    }\n  }\n": typeof types.VerifyAffiliateDocument,
    "\n  query AdminAffiliateDetail($id: ID!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      phone\n      verified\n      verificationStatus\n      status\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n": typeof types.AdminAffiliateDetailDocument,
    "\n  query AdminAffiliatePromoCodes($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PromoCodesTable_user\n    }\n  }\n": typeof types.AdminAffiliatePromoCodesDocument,
    "\n  query AdminAffiliatePayouts($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PayoutsTable_user\n    }\n  }\n": typeof types.AdminAffiliatePayoutsDocument,
    "\n  mutation SetPromoCodeActive($id: ID!, $active: Boolean!) {\n    setPromoCodeActive(id: $id, active: $active) {\n      id\n      status\n    }\n  }\n": typeof types.SetPromoCodeActiveDocument,
    "\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateAffiliateDocument,
    "\n  mutation RecordAffiliatePayout($input: AffiliatePayoutInput!) {\n    recordAffiliatePayout(input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.RecordAffiliatePayoutDocument,
    "\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      id\n      ...PromoCodesTable_code\n    }\n  }\n": typeof types.CreatePromoCodeDocument,
    "\n  query AdminServicePicker($search: String) {\n    adminServices(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          serviceName\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminServicePickerDocument,
    "\n  fragment BookingActions_booking on Booking {\n    id\n    allowedActions\n    packageName\n    date\n    time\n    service {\n      id\n      serviceName\n    }\n    rescheduleRequests {\n      id\n      outcome\n      ...RescheduleDialog_request\n    }\n    ...ConfirmBookingDialog_booking\n  }\n": typeof types.BookingActions_BookingFragmentDoc,
    "\n  query AdminBookingsPage($tab: BookingTab!, $providerId: String, $filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: $tab, providerId: $providerId, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminBookingsPageDocument,
    "\n  fragment BookingsTable_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    status\n    statusLabel\n    unreadMessages\n    providerType\n    platformFee\n    providerReceives\n    depositAmount\n    depositSource\n    customerNote\n    promoCode\n    discountAmount\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      area {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n    rescheduleRequests {\n      id\n      outcome\n      suggestedDate\n      suggestedTimes\n    }\n    ...BookingActions_booking\n  }\n": typeof types.BookingsTable_BookingFragmentDoc,
    "\n  fragment ConfirmBookingDialog_booking on Booking {\n    id\n    depositAmount\n    customer {\n      id\n      name\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n  }\n": typeof types.ConfirmBookingDialog_BookingFragmentDoc,
    "\n  fragment ProofSummary_payment on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    transactionNumber\n    senderName\n    amount\n    createdAt\n  }\n": typeof types.ProofSummary_PaymentFragmentDoc,
    "\n  query ProviderFilterOptions($search: String, $after: String) {\n    externalProviders(search: $search, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          businessName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProviderFilterOptionsDocument,
    "\n  query ProviderFilterChosen($id: ID!) {\n    node(id: $id) {\n      id\n      ... on User {\n        name\n        businessName\n      }\n    }\n  }\n": typeof types.ProviderFilterChosenDocument,
    "\n  fragment RescheduleDialog_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    createdAt\n  }\n": typeof types.RescheduleDialog_RequestFragmentDoc,
    "\n  mutation ConfirmBooking($bookingId: ID!) {\n    confirmBooking(bookingId: $bookingId) {\n      id\n      isConfirmed\n      confirmedAt\n      ...BookingsTable_booking\n    }\n  }\n": typeof types.ConfirmBookingDocument,
    "\n  mutation CompleteBooking($bookingId: ID!) {\n    completeBooking(bookingId: $bookingId) {\n      id\n      completedAt\n      ...BookingsTable_booking\n    }\n  }\n": typeof types.CompleteBookingDocument,
    "\n  mutation CancelBooking($bookingId: ID!, $reason: String) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      cancelReason\n      cancelledAt\n      cancelledBy\n      ...BookingsTable_booking\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  mutation AnswerRescheduleRequest($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      rescheduleRequests {\n        id\n        isAccepted\n        answeredAt\n      }\n      ...BookingsTable_booking\n    }\n  }\n": typeof types.AnswerRescheduleRequestDocument,
    "\n  subscription AdminBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        service {\n          id\n          providerId\n        }\n        ...BookingsTable_booking\n      }\n    }\n  }\n": typeof types.AdminBookingsLiveDocument,
    "\n  query AdminCategoriesPage($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          version\n          name\n          active\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          parent {\n            id\n            name\n          }\n          ...CategoryForm_category\n          ...CategoryForm_parent\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminCategoriesPageDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      ...CategoryForm_category\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      name\n      active\n      commissionBased\n      commissionType\n      commissionValue\n      isMarkup\n      parent {\n        id\n        name\n      }\n      ...CategoryForm_category\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  fragment CategoryForm_category on Category {\n    id\n    name\n    image\n    active\n    hasSubscriptionPackage\n    commissionBased\n    commissionType\n    commissionValue\n    isMarkup\n    suggestedServiceName\n    isSubcategory\n    defaultDescription\n    parent {\n      id\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n": typeof types.CategoryForm_CategoryFragmentDoc,
    "\n  fragment CategoryForm_parent on Category {\n    id\n    name\n    isSubcategory\n  }\n": typeof types.CategoryForm_ParentFragmentDoc,
    "\n  query AdminCustomersPage($after: String) {\n    customers(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          status\n          city {\n            id\n            name\n          }\n          customerRating {\n            average\n            count\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminCustomersPageDocument,
    "\n  fragment AreasSection_area on Area {\n    id\n    name\n    active\n    city {\n      id\n      name\n    }\n  }\n": typeof types.AreasSection_AreaFragmentDoc,
    "\n  fragment AreasSection_city on City {\n    id\n    name\n  }\n": typeof types.AreasSection_CityFragmentDoc,
    "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n": typeof types.CreateAreaDocument,
    "\n  mutation UpdateArea($id: ID!, $input: AreaInput!) {\n    updateArea(id: $id, input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n": typeof types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id)\n  }\n": typeof types.DeleteAreaDocument,
    "\n  fragment CitiesSection_city on City {\n    id\n    name\n    active\n    areas {\n      id\n    }\n  }\n": typeof types.CitiesSection_CityFragmentDoc,
    "\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n": typeof types.CreateCityDocument,
    "\n  mutation UpdateCity($id: ID!, $input: CityInput!) {\n    updateCity(id: $id, input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n": typeof types.UpdateCityDocument,
    "\n  mutation DeleteCity($id: ID!) {\n    deleteCity(id: $id)\n  }\n": typeof types.DeleteCityDocument,
    "\n  query AdminLocationsPage($citiesAfter: String, $areasAfter: String, $areasCityId: ID) {\n    allCities(first: 50, after: $citiesAfter) {\n      edges {\n        node {\n          id\n          ...CitiesSection_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    allAreas(first: 100, after: $areasAfter, cityId: $areasCityId) {\n      edges {\n        node {\n          id\n          ...AreasSection_area\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminLocationsPageDocument,
    "\n  query AdminExternalProviderBookingsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n  }\n": typeof types.AdminExternalProviderBookingsPageDocument,
    "\n  query AdminExternalProviderBookingsList($provider: String!, $tab: BookingTab!, $after: String) {\n    adminBookings(providerId: $provider, tab: $tab, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminExternalProviderBookingsListDocument,
    "\n  query AdminExternalProviderEarningsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n    providerBalance(providerId: $providerId) {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n": typeof types.AdminExternalProviderEarningsPageDocument,
    "\n  query AdminProviderPayouts($providerId: ID!, $after: String) {\n    providerPayouts(providerId: $providerId, first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n": typeof types.AdminProviderPayoutsDocument,
    "\n  query AdminExternalProviderServicesPage($providerId: ID!, $after: String) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n        role\n      }\n    }\n    providerServices(providerId: $providerId, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServicesTable_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminExternalProviderServicesPageDocument,
    "\n  fragment ExternalProvidersTab_provider on User {\n    id\n    version\n    name\n    email\n    phone\n    businessName\n    verified\n    isApproved\n    status\n  }\n": typeof types.ExternalProvidersTab_ProviderFragmentDoc,
    "\n  mutation SetProviderVerified($id: ID!, $verified: Boolean!, $expectedVersion: Int) {\n    setProviderVerified(id: $id, verified: $verified, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n": typeof types.SetProviderVerifiedDocument,
    "\n  mutation SetProviderApproved($id: ID!, $approved: Boolean!, $expectedVersion: Int) {\n    setProviderApproved(id: $id, approved: $approved, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n": typeof types.SetProviderApprovedDocument,
    "\n  fragment InternalProviderForm_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": typeof types.InternalProviderForm_CityFragmentDoc,
    "\n  fragment InternalProviderForm_category on Category {\n    id\n    name\n    parent {\n      id\n      name\n    }\n  }\n": typeof types.InternalProviderForm_CategoryFragmentDoc,
    "\n  fragment InternalProviderForm_provider on InternalProvider {\n    id\n    version\n    name\n    email\n    phone\n    nrc\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    categories {\n      id\n    }\n  }\n": typeof types.InternalProviderForm_ProviderFragmentDoc,
    "\n  mutation CreateInternalProvider($input: InternalProviderInput!) {\n    createInternalProvider(input: $input) {\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n": typeof types.CreateInternalProviderDocument,
    "\n  mutation UpdateInternalProvider($id: ID!, $input: InternalProviderInput!, $expectedVersion: Int) {\n    updateInternalProvider(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n": typeof types.UpdateInternalProviderDocument,
    "\n  fragment InternalProvidersTab_provider on InternalProvider {\n    id\n    version\n    name\n    active\n    phone\n    nrc\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    ...InternalProviderForm_provider\n  }\n": typeof types.InternalProvidersTab_ProviderFragmentDoc,
    "\n  mutation DeleteInternalProvider($id: ID!) {\n    deleteInternalProvider(id: $id)\n  }\n": typeof types.DeleteInternalProviderDocument,
    "\n  query AdminProviderUnpaidEarnings($providerId: ID!, $after: String) {\n    providerEarnings(providerId: $providerId, paid: false, first: 50, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n": typeof types.AdminProviderUnpaidEarningsDocument,
    "\n  mutation RecordProviderPayout($input: ProviderPayoutInput!) {\n    recordProviderPayout(input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.RecordProviderPayoutDocument,
    "\n  query AdminServiceProvidersPage($internalAfter: String, $externalAfter: String) {\n    internalProviders(first: 25, after: $internalAfter) {\n      edges {\n        node {\n          id\n          ...InternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    externalProviders(first: 25, after: $externalAfter) {\n      edges {\n        node {\n          id\n          ...ExternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminServiceProvidersPageDocument,
    "\n  query AdminTeamMemberHours($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on InternalProvider {\n        version\n        name\n        active\n        workingHours {\n          ...WeeklyHoursEditor_day\n        }\n        workingHoursExceptions {\n          date\n          ...HoursExceptions_exception\n        }\n      }\n    }\n  }\n": typeof types.AdminTeamMemberHoursDocument,
    "\n  mutation SetTeamMemberWorkingHours($id: ID!, $workingHours: [WorkingDayInput!]!, $expectedVersion: Int) {\n    setTeamMemberWorkingHours(id: $id, workingHours: $workingHours, expectedVersion: $expectedVersion) {\n      id\n      version\n      workingHours {\n        ...WeeklyHoursEditor_day\n      }\n    }\n  }\n": typeof types.SetTeamMemberWorkingHoursDocument,
    "\n  mutation SetTeamMemberActive($id: ID!, $active: Boolean!, $expectedVersion: Int) {\n    setTeamMemberActive(id: $id, active: $active, expectedVersion: $expectedVersion) {\n      id\n      version\n      active\n    }\n  }\n": typeof types.SetTeamMemberActiveDocument,
    "\n  mutation SetTeamMemberHoursException($id: ID!, $exception: WorkingHoursExceptionInput!) {\n    setTeamMemberHoursException(id: $id, exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": typeof types.SetTeamMemberHoursExceptionDocument,
    "\n  mutation ClearTeamMemberHoursException($id: ID!, $date: String!) {\n    clearTeamMemberHoursException(id: $id, date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": typeof types.ClearTeamMemberHoursExceptionDocument,
    "\n  mutation MarkRefundPaid($refundId: ID!, $input: RefundPaidInput!) {\n    markRefundPaid(refundId: $refundId, input: $input) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n": typeof types.MarkRefundPaidDocument,
    "\n  mutation MarkRefundNotOwed($refundId: ID!) {\n    markRefundNotOwed(refundId: $refundId) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n": typeof types.MarkRefundNotOwedDocument,
    "\n  fragment RefundStanding_refund on Refund {\n    id\n    status\n    network\n    paidMethod\n    paidReference\n    failureDetail\n    settledAt\n  }\n": typeof types.RefundStanding_RefundFragmentDoc,
    "\n  query RefundsToPayPage($after: String) {\n    refundsToPay(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          reason\n          createdAt\n          ...RefundStanding_refund\n          booking {\n            id\n            reference\n            customer {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.RefundsToPayPageDocument,
    "\n  fragment ActionLog_action on BookingLogEntry {\n    id\n    title\n    actorRole\n    fromStatusLabel\n    toStatusLabel\n    note\n    createdAt\n  }\n": typeof types.ActionLog_ActionFragmentDoc,
    "\n  fragment BookingAssignment_booking on Booking {\n    id\n    version\n    allowedActions\n    date\n    time\n    assignedTeamMember {\n      name\n      phone\n      ... on InternalProvider {\n        id\n      }\n    }\n  }\n": typeof types.BookingAssignment_BookingFragmentDoc,
    "\n  query BookingReassignOptions($id: ID!) {\n    booking(id: $id) {\n      id\n      teamMembersFreeThen {\n        id\n        name\n      }\n    }\n  }\n": typeof types.BookingReassignOptionsDocument,
    "\n  mutation ReassignBooking($bookingId: ID!, $teamMemberId: ID!, $expectedVersion: Int) {\n    reassignBooking(bookingId: $bookingId, teamMemberId: $teamMemberId, expectedVersion: $expectedVersion) {\n      id\n      ...BookingAssignment_booking\n      actionLog {\n        id\n        ...ActionLog_action\n      }\n    }\n  }\n": typeof types.ReassignBookingDocument,
    "\n  fragment MobileMoneyRequestList_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    paymentType\n    amount\n    status\n    failureMessage\n    transactionId\n    createdAt\n  }\n": typeof types.MobileMoneyRequestList_PaymentFragmentDoc,
    "\n  fragment PaymentProofList_payment on BookingPayment {\n    id\n    paymentType\n    senderName\n    transactionNumber\n    amount\n    paymentMethod\n    proofUrl\n    status\n    createdAt\n  }\n": typeof types.PaymentProofList_PaymentFragmentDoc,
    "\n  fragment RefundList_refund on Refund {\n    id\n    amount\n    reason\n    status\n    createdAt\n    ...RefundStanding_refund\n  }\n": typeof types.RefundList_RefundFragmentDoc,
    "\n  fragment RequestAmounts_booking on Booking {\n    listPrice\n    customerPrice\n    discountAmount\n    promoCode\n    fullPaymentAmount\n    depositAmount\n    depositSource\n    platformFee\n    providerReceives\n    paymentMethod\n    amountPaid\n    balanceDue\n  }\n": typeof types.RequestAmounts_BookingFragmentDoc,
    "\n  fragment RequestDetailPage_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    tab\n    allowedActions\n    paymentLabel\n    bookingChannel\n    cancelReason\n    cancelledAt\n    cancelledBy\n    confirmedAt\n    completedAt\n    createdAt\n    providerType\n    service {\n      id\n      serviceName\n      providerName\n      businessName\n      category {\n        id\n        name\n      }\n    }\n    package {\n      id\n      description\n    }\n    customer {\n      id\n      name\n      email\n      phone\n      area {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      status\n      ...PaymentProofList_payment\n    }\n    mobileMoneyPayments {\n      id\n      ...MobileMoneyRequestList_payment\n    }\n    refunds {\n      id\n      ...RefundList_refund\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequestList_request\n    }\n    review {\n      id\n      ...ReviewSummary_review\n    }\n    actionLog {\n      id\n      ...ActionLog_action\n    }\n    ...BookingActions_booking\n    ...RequestAmounts_booking\n    ...BookingAssignment_booking\n  }\n": typeof types.RequestDetailPage_BookingFragmentDoc,
    "\n  query AdminRequestPage($id: ID!) {\n    booking(id: $id) {\n      id\n      ...RequestDetailPage_booking\n    }\n  }\n": typeof types.AdminRequestPageDocument,
    "\n  subscription AdminRequestLive($id: ID!) {\n    bookingChanged(bookingId: $id) {\n      kind\n      booking {\n        id\n        ...RequestDetailPage_booking\n      }\n    }\n  }\n": typeof types.AdminRequestLiveDocument,
    "\n  query AdminRequestsPage($filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: REQUESTS, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminRequestsPageDocument,
    "\n  fragment RescheduleRequestList_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    outcome\n    createdAt\n    answeredAt\n  }\n": typeof types.RescheduleRequestList_RequestFragmentDoc,
    "\n  fragment ReviewSummary_review on Review {\n    id\n    rating\n    review\n    imageUrl\n    createdAt\n  }\n": typeof types.ReviewSummary_ReviewFragmentDoc,
    "\n  fragment PackagesTable_package on Package {\n    id\n    name\n    description\n    price\n    customerPrice\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n": typeof types.PackagesTable_PackageFragmentDoc,
    "\n  query AdminServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      version\n      serviceName\n      description\n      image\n      gallery\n      status\n      allowedActions\n      isInternal\n      providerName\n      businessName\n      commissionType\n      commissionRate\n      isMarkup\n      ...ServiceFacts_service\n      ...ServiceForm_service\n      ...ServicePackages_service\n    }\n  }\n": typeof types.AdminServicePageDocument,
    "\n  mutation UploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n    }\n  }\n": typeof types.UploadServiceImageDocument,
    "\n  mutation UploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n    }\n  }\n": typeof types.UploadServiceGalleryDocument,
    "\n  mutation RemoveServiceGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n    }\n  }\n": typeof types.RemoveServiceGalleryImageDocument,
    "\n  fragment ServiceForm_category on Category {\n    id\n    name\n    active\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n": typeof types.ServiceForm_CategoryFragmentDoc,
    "\n  fragment ServiceForm_city on City {\n    id\n    name\n    active\n    areas {\n      id\n      name\n    }\n  }\n": typeof types.ServiceForm_CityFragmentDoc,
    "\n  fragment ServiceForm_service on Service {\n    id\n    serviceName\n    description\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    commissionType\n    commissionRate\n    activeAffiliate\n    affiliateRate\n    onPromo\n    discountPercentage\n    isMarkup\n    recommended\n    featured\n    active\n    bufferMinutes\n  }\n": typeof types.ServiceForm_ServiceFragmentDoc,
    "\n  fragment ServicePackages_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n      ...PackagesTable_package\n    }\n  }\n": typeof types.ServicePackages_ServiceFragmentDoc,
    "\n  mutation SaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        priceRange {\n          min\n          max\n        }\n        ...ServicePackages_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n": typeof types.SaveServicePackagesDocument,
    "\n  mutation UploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n": typeof types.UploadPackageImageDocument,
    "\n  query AdminServicesPage($filter: ServiceFilter!, $after: String) {\n    adminServices(filter: $filter, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          version\n          serviceName\n          ...ServicesTable_service\n          ...ServiceForm_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.AdminServicesPageDocument,
    "\n  mutation CreateService($input: ServiceInput!, $packages: [PackageInput!]!) {\n    createService(input: $input, packages: $packages) {\n      id\n      serviceName\n      ...ServicesTable_service\n    }\n  }\n": typeof types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      serviceName\n      ...ServicesTable_service\n      ...ServiceForm_service\n    }\n  }\n": typeof types.UpdateServiceDocument,
    "\n  mutation SetServiceApproval($id: ID!, $approved: Boolean!) {\n    setServiceApproval(id: $id, approved: $approved) {\n      id\n      status\n      isApproved\n      allowedActions\n    }\n  }\n": typeof types.SetServiceApprovalDocument,
    "\n  fragment ServicesTable_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    isInternal\n    providerName\n    businessName\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n": typeof types.ServicesTable_ServiceFragmentDoc,
    "\n  query AdminInvitesSection($after: String) {\n    adminInvites(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          codeHint\n          status\n          createdAt\n          expiresAt\n          usedAt\n          revokedAt\n          createdBy {\n            id\n            name\n          }\n          usedBy {\n            id\n            name\n            email\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminInvitesSectionDocument,
    "\n  mutation CreateAdminInvite {\n    createAdminInvite {\n      code\n      expiresAt\n    }\n  }\n": typeof types.CreateAdminInviteDocument,
    "\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n": typeof types.RevokeAdminInviteDocument,
    "\n  fragment SettingsForm_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    contactPhone\n    whatsappNumber\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    adminEmails\n    remindUnpaidAfterHours\n    expireUnpaidAfterHours\n    depositKeptWithinHours\n    checkMobileMoneyPayments\n    updatedAt\n  }\n": typeof types.SettingsForm_SettingsFragmentDoc,
    "\n  query AdminSettingsPage {\n    paymentInstructions {\n      version\n      ...SettingsForm_settings\n    }\n  }\n": typeof types.AdminSettingsPageDocument,
    "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!, $expectedVersion: Int) {\n    updatePlatformSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SettingsForm_settings\n    }\n  }\n": typeof types.UpdatePlatformSettingsDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n": typeof types.ReactivateUserDocument,
    "\n  query AdminCategoryOptions($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_category\n          ...InternalProviderForm_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminCategoryOptionsDocument,
    "\n  query AdminCityOptions($after: String) {\n    allCities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_city\n          ...InternalProviderForm_city\n          ...AreasSection_city\n          ...TeamDayPage_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminCityOptionsDocument,
    "\n  query TeamDayPage($date: String!, $cityId: ID) {\n    teamDay(date: $date, cityId: $cityId) {\n      member {\n        id\n      }\n      jobs {\n        booking {\n          id\n        }\n      }\n      ...TeamDaySchedule_day\n    }\n  }\n": typeof types.TeamDayPageDocument,
    "\n  subscription TeamDayLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n        date\n      }\n    }\n  }\n": typeof types.TeamDayLiveDocument,
    "\n  fragment TeamDayPage_city on City {\n    id\n    name\n  }\n": typeof types.TeamDayPage_CityFragmentDoc,
    "\n  fragment TeamDaySchedule_day on TeamMemberDay {\n    member {\n      id\n      name\n    }\n    hours {\n      start\n      end\n    }\n    jobs {\n      start\n      end\n      booking {\n        id\n        reference\n        packageName\n        status\n        statusLabel\n        tab\n        service {\n          id\n          serviceName\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.TeamDaySchedule_DayFragmentDoc,
    "\n  fragment TextStanding_text on Text {\n    id\n    status\n    failureReason\n    lastAnswer\n    handledAs\n    handledByName\n  }\n": typeof types.TextStanding_TextFragmentDoc,
    "\n  query TextsPage($status: TextStatus, $after: String) {\n    texts(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          to\n          kind\n          status\n          tries\n          bookingReference\n          createdAt\n          ...TextStanding_text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TextsPageDocument,
    "\n  mutation ResendText($id: ID!) {\n    resendText(id: $id) {\n      id\n      status\n      tries\n      ...TextStanding_text\n    }\n  }\n": typeof types.ResendTextDocument,
    "\n  mutation DismissText($id: ID!) {\n    dismissText(id: $id) {\n      id\n      status\n      ...TextStanding_text\n    }\n  }\n": typeof types.DismissTextDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      email\n    }\n  }\n": typeof types.PasswordLinkDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query SignupPage($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SignupPageDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpProviderDocument,
    "\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.SignUpAdminDocument,
    "\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AccountPageDocument,
    "\n  query AffiliatesPage {\n    me {\n      id\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n": typeof types.AffiliatesPageDocument,
    "\n  query MyPromoCodes($after: String) {\n    me {\n      ...PromoCodesTable_user\n    }\n  }\n": typeof types.MyPromoCodesDocument,
    "\n  query MyCommissions($after: String) {\n    me {\n      ...CommissionsTable_user\n    }\n  }\n": typeof types.MyCommissionsDocument,
    "\n  query MyPayouts($after: String) {\n    me {\n      ...PayoutsTable_user\n    }\n  }\n": typeof types.MyPayoutsDocument,
    "\n  query BookingQuote($serviceId: ID!, $packageName: String!, $promoCode: String) {\n    bookingQuote(serviceId: $serviceId, packageName: $packageName, promoCode: $promoCode) {\n      depositAmount\n      balanceAfterDeposit\n      ...PriceBreakdown_quote\n    }\n  }\n": typeof types.BookingQuoteDocument,
    "\n  query PromoCodeCheck($serviceId: ID!, $codeName: String!) {\n    validatePromoCode(serviceId: $serviceId, codeName: $codeName) {\n      isValid\n      discount\n      message\n    }\n  }\n": typeof types.PromoCodeCheckDocument,
    "\n  query BookingFreeTimes($serviceId: ID!, $packageName: String!, $from: String, $days: Int!) {\n    freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: $days) {\n      ...FreeTimePicker_freeTimes\n    }\n  }\n": typeof types.BookingFreeTimesDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      reference\n      status\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query BookingPage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      ...BookingSummary_service\n      packages {\n        id\n        name\n        ...BookingSummary_package\n      }\n    }\n  }\n": typeof types.BookingPageDocument,
    "\n  fragment BookingSummary_service on Service {\n    id\n    serviceName\n    image\n    category {\n      id\n      name\n    }\n  }\n": typeof types.BookingSummary_ServiceFragmentDoc,
    "\n  fragment BookingSummary_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": typeof types.BookingSummary_PackageFragmentDoc,
    "\n  fragment PriceBreakdown_quote on BookingQuote {\n    customerPrice\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    balanceAfterDeposit\n    promo {\n      isValid\n      discount\n    }\n  }\n": typeof types.PriceBreakdown_QuoteFragmentDoc,
    "\n  mutation EndBooking($bookingId: ID!, $input: EndBookingInput!) {\n    endBooking(bookingId: $bookingId, input: $input) {\n      id\n      allowedActions\n      ...BookingCard_booking\n    }\n  }\n": typeof types.EndBookingDocument,
    "\n  fragment MyBookingCard_booking on Booking {\n    id\n    reference\n    allowedActions\n    unreadMessages\n    packageName\n    date\n    time\n    fullPaymentAmount\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...CancelModal_booking\n    ...YourProfessional_booking\n  }\n": typeof types.MyBookingCard_BookingFragmentDoc,
    "\n  query MyBookingsPage($tab: BookingTab!, $after: String) {\n    paymentInstructions {\n      ...CancelModal_settings\n    }\n    myBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...MyBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.MyBookingsPageDocument,
    "\n  subscription MyBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...MyBookingCard_booking\n      }\n    }\n  }\n": typeof types.MyBookingsLiveDocument,
    "\n  fragment YourProfessional_booking on Booking {\n    id\n    assignedTeamMember {\n      name\n      phone\n    }\n  }\n": typeof types.YourProfessional_BookingFragmentDoc,
    "\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n": typeof types.CategoryPills_CategoriesFragmentDoc,
    "\n  query HomePage(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    categories(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query HomeMoreCategories($after: String) {\n    categories(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HomeMoreCategoriesDocument,
    "\n  query HomeMoreCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HomeMoreCitiesDocument,
    "\n  query HomeMoreServices(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.HomeMoreServicesDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    thumbnail\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    ratingAverage\n    reviewCount\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment ServiceSearch_cities on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": typeof types.ServiceSearch_CitiesFragmentDoc,
    "\n  mutation PayByMobileMoney($bookingId: ID!, $input: PayByMobileMoneyInput!) {\n    payByMobileMoney(bookingId: $bookingId, input: $input) {\n      id\n      ...MobileMoneyProgress_payment\n    }\n  }\n": typeof types.PayByMobileMoneyDocument,
    "\n  fragment MobileMoneyProgress_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    amount\n    status\n    failureMessage\n    booking {\n      id\n      reference\n      status\n    }\n  }\n": typeof types.MobileMoneyProgress_PaymentFragmentDoc,
    "\n  query MobileMoneyProgress($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on MobileMoneyPayment {\n        ...MobileMoneyProgress_payment\n      }\n    }\n  }\n": typeof types.MobileMoneyProgressDocument,
    "\n  subscription MobileMoneyProgressLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n      }\n    }\n  }\n": typeof types.MobileMoneyProgressLiveDocument,
    "\n  fragment NextStepPanel_booking on Booking {\n    id\n    reference\n    status\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    mobileMoneyPayments {\n      id\n      status\n    }\n  }\n": typeof types.NextStepPanel_BookingFragmentDoc,
    "\n  fragment NextStepPanel_settings on PlatformSettings {\n    ...PaymentInstructions_settings\n    ...ContactLinks_settings\n  }\n": typeof types.NextStepPanel_SettingsFragmentDoc,
    "\n  fragment PaymentInstructions_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    ...ContactLinks_settings\n  }\n": typeof types.PaymentInstructions_SettingsFragmentDoc,
    "\n  mutation SubmitPaymentProof($bookingId: ID!, $input: PaymentProofInput!) {\n    submitPaymentProof(bookingId: $bookingId, input: $input) {\n      id\n      ...RequestCard_booking\n    }\n  }\n": typeof types.SubmitPaymentProofDocument,
    "\n  fragment RequestCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    unreadMessages\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...NextStepPanel_booking\n    ...CancelModal_booking\n  }\n": typeof types.RequestCard_BookingFragmentDoc,
    "\n  fragment RequestCard_settings on PlatformSettings {\n    ...NextStepPanel_settings\n    ...CancelModal_settings\n  }\n": typeof types.RequestCard_SettingsFragmentDoc,
    "\n  query RequestsPage($after: String) {\n    me {\n      id\n      name\n      phone\n    }\n    mobileMoneyNetworks\n    paymentInstructions {\n      ...RequestCard_settings\n    }\n    myRequests(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...RequestCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.RequestsPageDocument,
    "\n  subscription RequestsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...RequestCard_booking\n      }\n    }\n  }\n": typeof types.RequestsLiveDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      ratingAverage\n      reviewCount\n      ...ServiceFacts_service\n      ...ServiceReviews_service\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n": typeof types.ServicePageDocument,
    "\n  fragment ServiceReviews_service on Service {\n    id\n    ratingAverage\n    reviewCount\n    reviews(first: 10) {\n      edges {\n        node {\n          id\n          rating\n          review\n          createdAt\n          answer\n          answeredAt\n        }\n      }\n    }\n  }\n": typeof types.ServiceReviews_ServiceFragmentDoc,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    promoCode\n    paymentMethod\n    amountPaid\n    balanceDue\n    cancelReason\n    cancelledAt\n    completedAt\n    service {\n      id\n      serviceName\n      image\n      category {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...PaymentProofs_payments\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequests_requests\n    }\n    review {\n      id\n      ...BookingReview_review\n    }\n    ...RefundNotes_booking\n  }\n": typeof types.BookingCard_BookingFragmentDoc,
    "\n  fragment BookingReview_review on Review {\n    id\n    rating\n    review\n    imageUrl\n  }\n": typeof types.BookingReview_ReviewFragmentDoc,
    "\n  mutation CancelBookingRequest($bookingId: ID!, $reason: String) {\n    cancelBookingRequest(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n": typeof types.CancelBookingRequestDocument,
    "\n  mutation CancelConfirmedBooking($bookingId: ID!, $reason: String) {\n    cancelConfirmedBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n": typeof types.CancelConfirmedBookingDocument,
    "\n  fragment CancelModal_booking on Booking {\n    id\n    reference\n    packageName\n    depositAmount\n    fullPaymentAmount\n    service {\n      id\n      serviceName\n    }\n    payments {\n      id\n      paymentType\n      paymentMethod\n      transactionNumber\n    }\n  }\n": typeof types.CancelModal_BookingFragmentDoc,
    "\n  fragment CancelModal_settings on PlatformSettings {\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    ...ContactLinks_settings\n  }\n": typeof types.CancelModal_SettingsFragmentDoc,
    "\n  fragment FreeTimePicker_freeTimes on FreeTimes {\n    days {\n      date\n      status\n      times\n    }\n    nextFreeDate\n  }\n": typeof types.FreeTimePicker_FreeTimesFragmentDoc,
    "\n  fragment PaymentProofs_payments on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    senderName\n    transactionNumber\n    amount\n    proofUrl\n    status\n    createdAt\n  }\n": typeof types.PaymentProofs_PaymentsFragmentDoc,
    "\n  fragment RefundNotes_booking on Booking {\n    id\n    refunds {\n      id\n      amount\n      status\n      network\n      settledAt\n    }\n    payments {\n      id\n      paymentMethod\n      senderName\n      proofUrl\n    }\n  }\n": typeof types.RefundNotes_BookingFragmentDoc,
    "\n  query RescheduleTimes($bookingId: ID!, $from: String, $days: Int!) {\n    booking(id: $bookingId) {\n      id\n      rescheduleTimes(from: $from, days: $days) {\n        ...FreeTimePicker_freeTimes\n      }\n    }\n  }\n": typeof types.RescheduleTimesDocument,
    "\n  mutation RequestReschedule($bookingId: ID!, $input: RescheduleInput!) {\n    requestReschedule(bookingId: $bookingId, input: $input) {\n      id\n      ...BookingCard_booking\n    }\n  }\n": typeof types.RequestRescheduleDocument,
    "\n  fragment RescheduleRequests_requests on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    outcome\n    createdAt\n    answeredAt\n  }\n": typeof types.RescheduleRequests_RequestsFragmentDoc,
    "\n  query ProviderHomePage {\n    me {\n      id\n      name\n      businessName\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      ...ServiceStatusSummary_services\n    }\n  }\n": typeof types.ProviderHomePageDocument,
    "\n  query ProviderBookingsPage($tab: BookingTab!, $after: String) {\n    providerBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...ProviderBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.ProviderBookingsPageDocument,
    "\n  subscription ProviderBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...ProviderBookingCard_booking\n      }\n    }\n  }\n": typeof types.ProviderBookingsLiveDocument,
    "\n  fragment ProviderBookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    allowedActions\n    unreadMessages\n    paymentLabel\n    fullPaymentAmount\n    depositAmount\n    platformFee\n    providerReceives\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n    rescheduleRequests {\n      id\n      suggestedDate\n      suggestedTimes\n      reason\n      isCustomerRequest\n      outcome\n    }\n  }\n": typeof types.ProviderBookingCard_BookingFragmentDoc,
    "\n  mutation ProviderAnswerReschedule($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      date\n      time\n      status\n      statusLabel\n      allowedActions\n      rescheduleRequests {\n        id\n        outcome\n        isAccepted\n      }\n    }\n  }\n": typeof types.ProviderAnswerRescheduleDocument,
    "\n  query ProviderEarningsPage {\n    myBalance {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n": typeof types.ProviderEarningsPageDocument,
    "\n  query ProviderEarningsList($after: String) {\n    myEarnings(first: 20, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n": typeof types.ProviderEarningsListDocument,
    "\n  query ProviderPayoutsList($after: String) {\n    myPayouts(first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n": typeof types.ProviderPayoutsListDocument,
    "\n  query ProviderOverviewPage {\n    me {\n      id\n      phone\n      nrc\n      city {\n        id\n      }\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      edges {\n        node {\n          id\n          serviceName\n          status\n          updatedAt\n        }\n      }\n      ...ServiceStatusSummary_services\n    }\n    requests: providerBookings(tab: REQUESTS, first: 20) {\n      totalCount\n    }\n    confirmed: providerBookings(tab: CONFIRMED, first: 20) {\n      totalCount\n    }\n  }\n": typeof types.ProviderOverviewPageDocument,
    "\n  fragment ServiceStatusSummary_services on ServiceConnection {\n    totalCount\n    edges {\n      node {\n        id\n        status\n        isListed\n      }\n    }\n  }\n": typeof types.ServiceStatusSummary_ServicesFragmentDoc,
    "\n  fragment VerificationCard_me on User {\n    id\n    verified\n    isApproved\n  }\n": typeof types.VerificationCard_MeFragmentDoc,
    "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    phone\n    gender\n    nrc\n    verified\n    isApproved\n    isCompany\n    companyName\n    businessName\n    city {\n      id\n    }\n    area {\n      id\n    }\n    providerRating {\n      average\n      count\n    }\n  }\n": typeof types.ProfileForm_MeFragmentDoc,
    "\n  query ProviderProfilePage($after: String) {\n    me {\n      id\n      ...ProfileForm_me\n    }\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProviderProfilePageDocument,
    "\n  mutation ProviderUpdateProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...ProfileForm_me\n    }\n  }\n": typeof types.ProviderUpdateProfileDocument,
    "\n  mutation RateCustomer($bookingId: ID!, $rating: Int!, $note: String) {\n    rateCustomer(bookingId: $bookingId, rating: $rating, note: $note) {\n      id\n      customerRating {\n        id\n        rating\n        note\n      }\n    }\n  }\n": typeof types.RateCustomerDocument,
    "\n  fragment ProviderReviewCard_booking on Booking {\n    id\n    packageName\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n    }\n    review {\n      id\n      rating\n      review\n      imageUrl\n      createdAt\n      answer\n    }\n    customerRating {\n      id\n      rating\n      note\n    }\n  }\n": typeof types.ProviderReviewCard_BookingFragmentDoc,
    "\n  mutation AnswerReview($reviewId: ID!, $answer: String!) {\n    answerReview(reviewId: $reviewId, answer: $answer) {\n      id\n      answer\n      answeredAt\n    }\n  }\n": typeof types.AnswerReviewDocument,
    "\n  query ProviderReviewsPage($after: String) {\n    me {\n      id\n      providerRating {\n        average\n        count\n      }\n    }\n    providerBookings(tab: COMPLETED, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          review {\n            id\n          }\n          ...ProviderReviewCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ProviderReviewsPageDocument,
    "\n  query ProviderAddServicePage {\n    me {\n      id\n      verified\n      phone\n      businessName\n      companyName\n      city {\n        id\n      }\n    }\n  }\n": typeof types.ProviderAddServicePageDocument,
    "\n  mutation CreateMyService($input: ProviderServiceInput!) {\n    createMyService(input: $input) {\n      id\n      status\n      ...ServiceListItem_service\n    }\n  }\n": typeof types.CreateMyServiceDocument,
    "\n  fragment PackageSummaryCard_package on Package {\n    id\n    name\n    description\n    isMandatory\n    imageUrl\n    price\n    customerPrice\n    depositType\n    depositValue\n    durationMinutes\n  }\n": typeof types.PackageSummaryCard_PackageFragmentDoc,
    "\n  query ProviderServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      status\n      allowedActions\n      isListed\n      isInternal\n      image\n      gallery\n      mobileService\n      phone\n      businessName\n      serviceLocations\n      commissionType\n      commissionRate\n      isMarkup\n      updatedAt\n      ...ServiceFacts_service\n      packages {\n        id\n        ...PackageSummaryCard_package\n      }\n    }\n  }\n": typeof types.ProviderServicePageDocument,
    "\n  fragment ServiceInfoFields_category on Category {\n    id\n    name\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n  }\n": typeof types.ServiceInfoFields_CategoryFragmentDoc,
    "\n  fragment ServiceInfoFields_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": typeof types.ServiceInfoFields_CityFragmentDoc,
    "\n  fragment ServiceListItem_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    image\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    packages {\n      id\n    }\n  }\n": typeof types.ServiceListItem_ServiceFragmentDoc,
    "\n  query ProviderServicesPage($after: String) {\n    me {\n      id\n      verified\n      isApproved\n    }\n    myServices(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceListItem_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.ProviderServicesPageDocument,
    "\n  query ProviderEditServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      status\n      isInternal\n      category {\n        id\n        ...ServiceInfoFields_category\n      }\n      city {\n        id\n        ...ServiceInfoFields_city\n      }\n      ...InfoTab_service\n      ...PackagesTab_service\n      ...MediaTab_service\n    }\n  }\n": typeof types.ProviderEditServicePageDocument,
    "\n  fragment InfoTab_service on Service {\n    id\n    version\n    serviceName\n    description\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    bufferMinutes\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n  }\n": typeof types.InfoTab_ServiceFragmentDoc,
    "\n  mutation ProviderUpdateServiceInfo($id: ID!, $input: ServiceInfoInput!, $expectedVersion: Int) {\n    updateServiceInfo(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      status\n      updatedAt\n      ...ServiceFacts_service\n      ...InfoTab_service\n    }\n  }\n": typeof types.ProviderUpdateServiceInfoDocument,
    "\n  fragment MediaTab_service on Service {\n    id\n    serviceName\n    image\n    gallery\n    packages {\n      id\n      name\n      imageUrl\n    }\n  }\n": typeof types.MediaTab_ServiceFragmentDoc,
    "\n  mutation ProviderUploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n      updatedAt\n    }\n  }\n": typeof types.ProviderUploadServiceImageDocument,
    "\n  mutation ProviderUploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n": typeof types.ProviderUploadServiceGalleryDocument,
    "\n  mutation ProviderUploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n": typeof types.ProviderUploadPackageImageDocument,
    "\n  mutation ProviderRemoveGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n": typeof types.ProviderRemoveGalleryImageDocument,
    "\n  fragment PackagesTab_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n    }\n  }\n": typeof types.PackagesTab_ServiceFragmentDoc,
    "\n  mutation ProviderSaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        updatedAt\n        priceRange {\n          min\n          max\n        }\n        packages {\n          id\n          ...PackageSummaryCard_package\n        }\n        ...PackagesTab_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n": typeof types.ProviderSaveServicePackagesDocument,
    "\n  query ServiceInfoCategories($after: String) {\n    categories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          isSubcategory\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          defaultPackages {\n            name\n            ...PackagesEditor_template\n          }\n          subcategories {\n            id\n            name\n          }\n          ...ServiceInfoFields_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ServiceInfoCategoriesDocument,
    "\n  query ServiceInfoCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n          ...ServiceInfoFields_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ServiceInfoCitiesDocument,
    "\n  query ProviderSettingsPage {\n    me {\n      id\n      email\n      name\n      role\n      verified\n      isApproved\n      createdAt\n      ...WorkingHoursCards_me\n    }\n  }\n": typeof types.ProviderSettingsPageDocument,
    "\n  fragment WorkingHoursCards_me on User {\n    id\n    version\n    teamSize\n    workingHours {\n      ...WeeklyHoursEditor_day\n    }\n    workingHoursExceptions {\n      date\n      ...HoursExceptions_exception\n    }\n  }\n": typeof types.WorkingHoursCards_MeFragmentDoc,
    "\n  mutation SetMyWorkingHours($input: MyWorkingHoursInput!, $expectedVersion: Int) {\n    setMyWorkingHours(input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...WorkingHoursCards_me\n    }\n  }\n": typeof types.SetMyWorkingHoursDocument,
    "\n  mutation SetMyHoursException($exception: WorkingHoursExceptionInput!) {\n    setMyHoursException(exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": typeof types.SetMyHoursExceptionDocument,
    "\n  mutation ClearMyHoursException($date: String!) {\n    clearMyHoursException(date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": typeof types.ClearMyHoursExceptionDocument,
    "\n  fragment LiveBookings_change on BookingChange {\n    kind\n    byYou\n    booking {\n      id\n      createdAt\n      date\n      time\n      tab\n    }\n  }\n": typeof types.LiveBookings_ChangeFragmentDoc,
    "\n  fragment SessionUser on User {\n    id\n    email\n    name\n    role\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Session {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  fragment ContactLinks_settings on PlatformSettings {\n    contactPhone\n    whatsappNumber\n  }\n": types.ContactLinks_SettingsFragmentDoc,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  fragment CityAreaSelects_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": types.CityAreaSelects_CityFragmentDoc,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  query PushDevice($endpoint: String!) {\n    pushDevice(endpoint: $endpoint) {\n      endpoint\n    }\n  }\n": types.PushDeviceDocument,
    "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      endpoint\n      refreshedAt\n    }\n  }\n": types.RegisterPushDeviceDocument,
    "\n  mutation UnregisterPushDevice($endpoint: String!) {\n    unregisterPushDevice(endpoint: $endpoint)\n  }\n": types.UnregisterPushDeviceDocument,
    "\n  fragment SmsNotificationsCard_preferences on SmsPreferences {\n    bookingReceived\n    bookingConfirmed\n    bookingRescheduled\n    bookingCancelled\n    rescheduleRequested\n    appointmentReminder\n    paymentReceived\n    newMessage\n    number\n    stopped\n  }\n": types.SmsNotificationsCard_PreferencesFragmentDoc,
    "\n  query MySmsPreferences {\n    mySmsPreferences {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n": types.MySmsPreferencesDocument,
    "\n  mutation UpdateMySmsPreferences($input: SmsPreferencesInput!) {\n    updateMySmsPreferences(input: $input) {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n": types.UpdateMySmsPreferencesDocument,
    "\n  fragment CommissionsTable_commission on AffiliateCommission {\n    id\n    date\n    bookingReference\n    serviceName\n    codeName\n    amount\n    payout {\n      id\n      paidOn\n    }\n  }\n": types.CommissionsTable_CommissionFragmentDoc,
    "\n  fragment CommissionsTable_user on User {\n    id\n    commissions(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          bookingReference\n          payout {\n            id\n          }\n          ...CommissionsTable_commission\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.CommissionsTable_UserFragmentDoc,
    "\n  fragment EarningsSummary_earnings on AffiliateEarnings {\n    total\n    paid\n    unpaid\n  }\n": types.EarningsSummary_EarningsFragmentDoc,
    "\n  fragment PromoCodesTable_code on PromoCode {\n    id\n    codeName\n    discount\n    usageLimit\n    usageCount\n    affiliateRate\n    status\n    service {\n      id\n      serviceName\n    }\n  }\n": types.PromoCodesTable_CodeFragmentDoc,
    "\n  fragment PromoCodesTable_user on User {\n    id\n    promoCodes(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...PromoCodesTable_code\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PromoCodesTable_UserFragmentDoc,
    "\n  fragment PackagesEditor_package on Package {\n    id\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n": types.PackagesEditor_PackageFragmentDoc,
    "\n  fragment PackagesEditor_template on PackageTemplate {\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n  }\n": types.PackagesEditor_TemplateFragmentDoc,
    "\n  fragment ServiceFacts_service on Service {\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n": types.ServiceFacts_ServiceFragmentDoc,
    "\n  fragment WeeklyHoursEditor_day on WorkingDay {\n    weekday\n    name\n    ranges {\n      start\n      end\n    }\n  }\n": types.WeeklyHoursEditor_DayFragmentDoc,
    "\n  fragment HoursExceptions_exception on WorkingHoursException {\n    date\n    dayOff\n    ranges {\n      start\n      end\n    }\n  }\n": types.HoursExceptions_ExceptionFragmentDoc,
    "\n  fragment PayoutsTable_payout on Payout {\n    id\n    paidOn\n    method\n    reference\n    amount\n  }\n": types.PayoutsTable_PayoutFragmentDoc,
    "\n  fragment PayoutsTable_user on User {\n    id\n    payouts(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          ...PayoutsTable_payout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.PayoutsTable_UserFragmentDoc,
    "\n  fragment PayoutsTable_connection on ProviderPayoutConnection {\n    edges {\n      node {\n        id\n        ...PayoutsTable_payout\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.PayoutsTable_ConnectionFragmentDoc,
    "\n  fragment ProviderBalanceSummary_balance on ProviderBalance {\n    owed\n    paid\n    unpaid\n  }\n": types.ProviderBalanceSummary_BalanceFragmentDoc,
    "\n  fragment ProviderEarningsTable_earning on ProviderEarning {\n    id\n    collected\n    platformFee\n    owed\n    payout {\n      id\n      paidOn\n    }\n    booking {\n      id\n      reference\n      date\n      service {\n        id\n        serviceName\n      }\n    }\n  }\n": types.ProviderEarningsTable_EarningFragmentDoc,
    "\n  fragment ProviderEarningsTable_connection on ProviderEarningConnection {\n    edges {\n      node {\n        id\n        owed\n        payout {\n          id\n        }\n        ...ProviderEarningsTable_earning\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.ProviderEarningsTable_ConnectionFragmentDoc,
    "\n  query BookingThread($id: ID!, $after: String) {\n    booking(id: $id) {\n      id\n      reference\n      allowedActions\n      unreadMessages\n      messages(first: 30, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...ThreadMessage_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.BookingThreadDocument,
    "\n  subscription BookingThreadLive($bookingId: ID!) {\n    bookingChanged(bookingId: $bookingId) {\n      kind\n      byYou\n      booking {\n        id\n        allowedActions\n      }\n    }\n  }\n": types.BookingThreadLiveDocument,
    "\n  mutation SendBookingMessage($bookingId: ID!, $input: BookingMessageInput!) {\n    sendBookingMessage(bookingId: $bookingId, input: $input) {\n      id\n      ...ThreadMessage_message\n    }\n  }\n": types.SendBookingMessageDocument,
    "\n  mutation MarkBookingThreadRead($bookingId: ID!) {\n    markBookingThreadRead(bookingId: $bookingId) {\n      id\n      unreadMessages\n    }\n  }\n": types.MarkBookingThreadReadDocument,
    "\n  fragment ThreadMessage_message on BookingMessage {\n    id\n    body\n    photoUrl\n    authorLabel\n    fromYou\n    createdAt\n  }\n": types.ThreadMessage_MessageFragmentDoc,
    "\n  query UnreadMessageCount {\n    unreadMessageCount\n    requests: unreadMessageCount(tab: REQUESTS)\n  }\n": types.UnreadMessageCountDocument,
    "\n  query PaymentNetworkRefusals {\n    paymentNetworkRefusals {\n      network\n      refusedAt\n      detail\n    }\n  }\n": types.PaymentNetworkRefusalsDocument,
    "\n  query AdminAffiliateCommissions($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...CommissionsTable_user\n    }\n  }\n": types.AdminAffiliateCommissionsDocument,
    "\n  query AdminAffiliateDashboard($after: String) {\n    affiliates(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          verified\n          verificationStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n    }\n  }\n": types.AdminAffiliateDashboardDocument,
    "\n  mutation VerifyAffiliate($id: ID!) {\n    verifyAffiliate(id: $id) {\n      id\n      verified\n      verificationStatus\n    }\n  }\n": types.VerifyAffiliateDocument,
    "\n  query AdminAffiliateDetail($id: ID!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      phone\n      verified\n      verificationStatus\n      status\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n": types.AdminAffiliateDetailDocument,
    "\n  query AdminAffiliatePromoCodes($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PromoCodesTable_user\n    }\n  }\n": types.AdminAffiliatePromoCodesDocument,
    "\n  query AdminAffiliatePayouts($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PayoutsTable_user\n    }\n  }\n": types.AdminAffiliatePayoutsDocument,
    "\n  mutation SetPromoCodeActive($id: ID!, $active: Boolean!) {\n    setPromoCodeActive(id: $id, active: $active) {\n      id\n      status\n    }\n  }\n": types.SetPromoCodeActiveDocument,
    "\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateAffiliateDocument,
    "\n  mutation RecordAffiliatePayout($input: AffiliatePayoutInput!) {\n    recordAffiliatePayout(input: $input) {\n      id\n      amount\n    }\n  }\n": types.RecordAffiliatePayoutDocument,
    "\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      id\n      ...PromoCodesTable_code\n    }\n  }\n": types.CreatePromoCodeDocument,
    "\n  query AdminServicePicker($search: String) {\n    adminServices(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          serviceName\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n": types.AdminServicePickerDocument,
    "\n  fragment BookingActions_booking on Booking {\n    id\n    allowedActions\n    packageName\n    date\n    time\n    service {\n      id\n      serviceName\n    }\n    rescheduleRequests {\n      id\n      outcome\n      ...RescheduleDialog_request\n    }\n    ...ConfirmBookingDialog_booking\n  }\n": types.BookingActions_BookingFragmentDoc,
    "\n  query AdminBookingsPage($tab: BookingTab!, $providerId: String, $filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: $tab, providerId: $providerId, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminBookingsPageDocument,
    "\n  fragment BookingsTable_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    status\n    statusLabel\n    unreadMessages\n    providerType\n    platformFee\n    providerReceives\n    depositAmount\n    depositSource\n    customerNote\n    promoCode\n    discountAmount\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      area {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n    rescheduleRequests {\n      id\n      outcome\n      suggestedDate\n      suggestedTimes\n    }\n    ...BookingActions_booking\n  }\n": types.BookingsTable_BookingFragmentDoc,
    "\n  fragment ConfirmBookingDialog_booking on Booking {\n    id\n    depositAmount\n    customer {\n      id\n      name\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n  }\n": types.ConfirmBookingDialog_BookingFragmentDoc,
    "\n  fragment ProofSummary_payment on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    transactionNumber\n    senderName\n    amount\n    createdAt\n  }\n": types.ProofSummary_PaymentFragmentDoc,
    "\n  query ProviderFilterOptions($search: String, $after: String) {\n    externalProviders(search: $search, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          businessName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProviderFilterOptionsDocument,
    "\n  query ProviderFilterChosen($id: ID!) {\n    node(id: $id) {\n      id\n      ... on User {\n        name\n        businessName\n      }\n    }\n  }\n": types.ProviderFilterChosenDocument,
    "\n  fragment RescheduleDialog_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    createdAt\n  }\n": types.RescheduleDialog_RequestFragmentDoc,
    "\n  mutation ConfirmBooking($bookingId: ID!) {\n    confirmBooking(bookingId: $bookingId) {\n      id\n      isConfirmed\n      confirmedAt\n      ...BookingsTable_booking\n    }\n  }\n": types.ConfirmBookingDocument,
    "\n  mutation CompleteBooking($bookingId: ID!) {\n    completeBooking(bookingId: $bookingId) {\n      id\n      completedAt\n      ...BookingsTable_booking\n    }\n  }\n": types.CompleteBookingDocument,
    "\n  mutation CancelBooking($bookingId: ID!, $reason: String) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      cancelReason\n      cancelledAt\n      cancelledBy\n      ...BookingsTable_booking\n    }\n  }\n": types.CancelBookingDocument,
    "\n  mutation AnswerRescheduleRequest($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      rescheduleRequests {\n        id\n        isAccepted\n        answeredAt\n      }\n      ...BookingsTable_booking\n    }\n  }\n": types.AnswerRescheduleRequestDocument,
    "\n  subscription AdminBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        service {\n          id\n          providerId\n        }\n        ...BookingsTable_booking\n      }\n    }\n  }\n": types.AdminBookingsLiveDocument,
    "\n  query AdminCategoriesPage($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          version\n          name\n          active\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          parent {\n            id\n            name\n          }\n          ...CategoryForm_category\n          ...CategoryForm_parent\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminCategoriesPageDocument,
    "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      ...CategoryForm_category\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      name\n      active\n      commissionBased\n      commissionType\n      commissionValue\n      isMarkup\n      parent {\n        id\n        name\n      }\n      ...CategoryForm_category\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteCategoryDocument,
    "\n  fragment CategoryForm_category on Category {\n    id\n    name\n    image\n    active\n    hasSubscriptionPackage\n    commissionBased\n    commissionType\n    commissionValue\n    isMarkup\n    suggestedServiceName\n    isSubcategory\n    defaultDescription\n    parent {\n      id\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n": types.CategoryForm_CategoryFragmentDoc,
    "\n  fragment CategoryForm_parent on Category {\n    id\n    name\n    isSubcategory\n  }\n": types.CategoryForm_ParentFragmentDoc,
    "\n  query AdminCustomersPage($after: String) {\n    customers(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          status\n          city {\n            id\n            name\n          }\n          customerRating {\n            average\n            count\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminCustomersPageDocument,
    "\n  fragment AreasSection_area on Area {\n    id\n    name\n    active\n    city {\n      id\n      name\n    }\n  }\n": types.AreasSection_AreaFragmentDoc,
    "\n  fragment AreasSection_city on City {\n    id\n    name\n  }\n": types.AreasSection_CityFragmentDoc,
    "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n": types.CreateAreaDocument,
    "\n  mutation UpdateArea($id: ID!, $input: AreaInput!) {\n    updateArea(id: $id, input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n": types.UpdateAreaDocument,
    "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id)\n  }\n": types.DeleteAreaDocument,
    "\n  fragment CitiesSection_city on City {\n    id\n    name\n    active\n    areas {\n      id\n    }\n  }\n": types.CitiesSection_CityFragmentDoc,
    "\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n": types.CreateCityDocument,
    "\n  mutation UpdateCity($id: ID!, $input: CityInput!) {\n    updateCity(id: $id, input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n": types.UpdateCityDocument,
    "\n  mutation DeleteCity($id: ID!) {\n    deleteCity(id: $id)\n  }\n": types.DeleteCityDocument,
    "\n  query AdminLocationsPage($citiesAfter: String, $areasAfter: String, $areasCityId: ID) {\n    allCities(first: 50, after: $citiesAfter) {\n      edges {\n        node {\n          id\n          ...CitiesSection_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    allAreas(first: 100, after: $areasAfter, cityId: $areasCityId) {\n      edges {\n        node {\n          id\n          ...AreasSection_area\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminLocationsPageDocument,
    "\n  query AdminExternalProviderBookingsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n  }\n": types.AdminExternalProviderBookingsPageDocument,
    "\n  query AdminExternalProviderBookingsList($provider: String!, $tab: BookingTab!, $after: String) {\n    adminBookings(providerId: $provider, tab: $tab, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminExternalProviderBookingsListDocument,
    "\n  query AdminExternalProviderEarningsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n    providerBalance(providerId: $providerId) {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n": types.AdminExternalProviderEarningsPageDocument,
    "\n  query AdminProviderPayouts($providerId: ID!, $after: String) {\n    providerPayouts(providerId: $providerId, first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n": types.AdminProviderPayoutsDocument,
    "\n  query AdminExternalProviderServicesPage($providerId: ID!, $after: String) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n        role\n      }\n    }\n    providerServices(providerId: $providerId, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServicesTable_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminExternalProviderServicesPageDocument,
    "\n  fragment ExternalProvidersTab_provider on User {\n    id\n    version\n    name\n    email\n    phone\n    businessName\n    verified\n    isApproved\n    status\n  }\n": types.ExternalProvidersTab_ProviderFragmentDoc,
    "\n  mutation SetProviderVerified($id: ID!, $verified: Boolean!, $expectedVersion: Int) {\n    setProviderVerified(id: $id, verified: $verified, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n": types.SetProviderVerifiedDocument,
    "\n  mutation SetProviderApproved($id: ID!, $approved: Boolean!, $expectedVersion: Int) {\n    setProviderApproved(id: $id, approved: $approved, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n": types.SetProviderApprovedDocument,
    "\n  fragment InternalProviderForm_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": types.InternalProviderForm_CityFragmentDoc,
    "\n  fragment InternalProviderForm_category on Category {\n    id\n    name\n    parent {\n      id\n      name\n    }\n  }\n": types.InternalProviderForm_CategoryFragmentDoc,
    "\n  fragment InternalProviderForm_provider on InternalProvider {\n    id\n    version\n    name\n    email\n    phone\n    nrc\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    categories {\n      id\n    }\n  }\n": types.InternalProviderForm_ProviderFragmentDoc,
    "\n  mutation CreateInternalProvider($input: InternalProviderInput!) {\n    createInternalProvider(input: $input) {\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n": types.CreateInternalProviderDocument,
    "\n  mutation UpdateInternalProvider($id: ID!, $input: InternalProviderInput!, $expectedVersion: Int) {\n    updateInternalProvider(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n": types.UpdateInternalProviderDocument,
    "\n  fragment InternalProvidersTab_provider on InternalProvider {\n    id\n    version\n    name\n    active\n    phone\n    nrc\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    ...InternalProviderForm_provider\n  }\n": types.InternalProvidersTab_ProviderFragmentDoc,
    "\n  mutation DeleteInternalProvider($id: ID!) {\n    deleteInternalProvider(id: $id)\n  }\n": types.DeleteInternalProviderDocument,
    "\n  query AdminProviderUnpaidEarnings($providerId: ID!, $after: String) {\n    providerEarnings(providerId: $providerId, paid: false, first: 50, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n": types.AdminProviderUnpaidEarningsDocument,
    "\n  mutation RecordProviderPayout($input: ProviderPayoutInput!) {\n    recordProviderPayout(input: $input) {\n      id\n      amount\n    }\n  }\n": types.RecordProviderPayoutDocument,
    "\n  query AdminServiceProvidersPage($internalAfter: String, $externalAfter: String) {\n    internalProviders(first: 25, after: $internalAfter) {\n      edges {\n        node {\n          id\n          ...InternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    externalProviders(first: 25, after: $externalAfter) {\n      edges {\n        node {\n          id\n          ...ExternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminServiceProvidersPageDocument,
    "\n  query AdminTeamMemberHours($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on InternalProvider {\n        version\n        name\n        active\n        workingHours {\n          ...WeeklyHoursEditor_day\n        }\n        workingHoursExceptions {\n          date\n          ...HoursExceptions_exception\n        }\n      }\n    }\n  }\n": types.AdminTeamMemberHoursDocument,
    "\n  mutation SetTeamMemberWorkingHours($id: ID!, $workingHours: [WorkingDayInput!]!, $expectedVersion: Int) {\n    setTeamMemberWorkingHours(id: $id, workingHours: $workingHours, expectedVersion: $expectedVersion) {\n      id\n      version\n      workingHours {\n        ...WeeklyHoursEditor_day\n      }\n    }\n  }\n": types.SetTeamMemberWorkingHoursDocument,
    "\n  mutation SetTeamMemberActive($id: ID!, $active: Boolean!, $expectedVersion: Int) {\n    setTeamMemberActive(id: $id, active: $active, expectedVersion: $expectedVersion) {\n      id\n      version\n      active\n    }\n  }\n": types.SetTeamMemberActiveDocument,
    "\n  mutation SetTeamMemberHoursException($id: ID!, $exception: WorkingHoursExceptionInput!) {\n    setTeamMemberHoursException(id: $id, exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": types.SetTeamMemberHoursExceptionDocument,
    "\n  mutation ClearTeamMemberHoursException($id: ID!, $date: String!) {\n    clearTeamMemberHoursException(id: $id, date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": types.ClearTeamMemberHoursExceptionDocument,
    "\n  mutation MarkRefundPaid($refundId: ID!, $input: RefundPaidInput!) {\n    markRefundPaid(refundId: $refundId, input: $input) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n": types.MarkRefundPaidDocument,
    "\n  mutation MarkRefundNotOwed($refundId: ID!) {\n    markRefundNotOwed(refundId: $refundId) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n": types.MarkRefundNotOwedDocument,
    "\n  fragment RefundStanding_refund on Refund {\n    id\n    status\n    network\n    paidMethod\n    paidReference\n    failureDetail\n    settledAt\n  }\n": types.RefundStanding_RefundFragmentDoc,
    "\n  query RefundsToPayPage($after: String) {\n    refundsToPay(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          reason\n          createdAt\n          ...RefundStanding_refund\n          booking {\n            id\n            reference\n            customer {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.RefundsToPayPageDocument,
    "\n  fragment ActionLog_action on BookingLogEntry {\n    id\n    title\n    actorRole\n    fromStatusLabel\n    toStatusLabel\n    note\n    createdAt\n  }\n": types.ActionLog_ActionFragmentDoc,
    "\n  fragment BookingAssignment_booking on Booking {\n    id\n    version\n    allowedActions\n    date\n    time\n    assignedTeamMember {\n      name\n      phone\n      ... on InternalProvider {\n        id\n      }\n    }\n  }\n": types.BookingAssignment_BookingFragmentDoc,
    "\n  query BookingReassignOptions($id: ID!) {\n    booking(id: $id) {\n      id\n      teamMembersFreeThen {\n        id\n        name\n      }\n    }\n  }\n": types.BookingReassignOptionsDocument,
    "\n  mutation ReassignBooking($bookingId: ID!, $teamMemberId: ID!, $expectedVersion: Int) {\n    reassignBooking(bookingId: $bookingId, teamMemberId: $teamMemberId, expectedVersion: $expectedVersion) {\n      id\n      ...BookingAssignment_booking\n      actionLog {\n        id\n        ...ActionLog_action\n      }\n    }\n  }\n": types.ReassignBookingDocument,
    "\n  fragment MobileMoneyRequestList_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    paymentType\n    amount\n    status\n    failureMessage\n    transactionId\n    createdAt\n  }\n": types.MobileMoneyRequestList_PaymentFragmentDoc,
    "\n  fragment PaymentProofList_payment on BookingPayment {\n    id\n    paymentType\n    senderName\n    transactionNumber\n    amount\n    paymentMethod\n    proofUrl\n    status\n    createdAt\n  }\n": types.PaymentProofList_PaymentFragmentDoc,
    "\n  fragment RefundList_refund on Refund {\n    id\n    amount\n    reason\n    status\n    createdAt\n    ...RefundStanding_refund\n  }\n": types.RefundList_RefundFragmentDoc,
    "\n  fragment RequestAmounts_booking on Booking {\n    listPrice\n    customerPrice\n    discountAmount\n    promoCode\n    fullPaymentAmount\n    depositAmount\n    depositSource\n    platformFee\n    providerReceives\n    paymentMethod\n    amountPaid\n    balanceDue\n  }\n": types.RequestAmounts_BookingFragmentDoc,
    "\n  fragment RequestDetailPage_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    tab\n    allowedActions\n    paymentLabel\n    bookingChannel\n    cancelReason\n    cancelledAt\n    cancelledBy\n    confirmedAt\n    completedAt\n    createdAt\n    providerType\n    service {\n      id\n      serviceName\n      providerName\n      businessName\n      category {\n        id\n        name\n      }\n    }\n    package {\n      id\n      description\n    }\n    customer {\n      id\n      name\n      email\n      phone\n      area {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      status\n      ...PaymentProofList_payment\n    }\n    mobileMoneyPayments {\n      id\n      ...MobileMoneyRequestList_payment\n    }\n    refunds {\n      id\n      ...RefundList_refund\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequestList_request\n    }\n    review {\n      id\n      ...ReviewSummary_review\n    }\n    actionLog {\n      id\n      ...ActionLog_action\n    }\n    ...BookingActions_booking\n    ...RequestAmounts_booking\n    ...BookingAssignment_booking\n  }\n": types.RequestDetailPage_BookingFragmentDoc,
    "\n  query AdminRequestPage($id: ID!) {\n    booking(id: $id) {\n      id\n      ...RequestDetailPage_booking\n    }\n  }\n": types.AdminRequestPageDocument,
    "\n  subscription AdminRequestLive($id: ID!) {\n    bookingChanged(bookingId: $id) {\n      kind\n      booking {\n        id\n        ...RequestDetailPage_booking\n      }\n    }\n  }\n": types.AdminRequestLiveDocument,
    "\n  query AdminRequestsPage($filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: REQUESTS, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminRequestsPageDocument,
    "\n  fragment RescheduleRequestList_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    outcome\n    createdAt\n    answeredAt\n  }\n": types.RescheduleRequestList_RequestFragmentDoc,
    "\n  fragment ReviewSummary_review on Review {\n    id\n    rating\n    review\n    imageUrl\n    createdAt\n  }\n": types.ReviewSummary_ReviewFragmentDoc,
    "\n  fragment PackagesTable_package on Package {\n    id\n    name\n    description\n    price\n    customerPrice\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n": types.PackagesTable_PackageFragmentDoc,
    "\n  query AdminServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      version\n      serviceName\n      description\n      image\n      gallery\n      status\n      allowedActions\n      isInternal\n      providerName\n      businessName\n      commissionType\n      commissionRate\n      isMarkup\n      ...ServiceFacts_service\n      ...ServiceForm_service\n      ...ServicePackages_service\n    }\n  }\n": types.AdminServicePageDocument,
    "\n  mutation UploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n    }\n  }\n": types.UploadServiceImageDocument,
    "\n  mutation UploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n    }\n  }\n": types.UploadServiceGalleryDocument,
    "\n  mutation RemoveServiceGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n    }\n  }\n": types.RemoveServiceGalleryImageDocument,
    "\n  fragment ServiceForm_category on Category {\n    id\n    name\n    active\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n": types.ServiceForm_CategoryFragmentDoc,
    "\n  fragment ServiceForm_city on City {\n    id\n    name\n    active\n    areas {\n      id\n      name\n    }\n  }\n": types.ServiceForm_CityFragmentDoc,
    "\n  fragment ServiceForm_service on Service {\n    id\n    serviceName\n    description\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    commissionType\n    commissionRate\n    activeAffiliate\n    affiliateRate\n    onPromo\n    discountPercentage\n    isMarkup\n    recommended\n    featured\n    active\n    bufferMinutes\n  }\n": types.ServiceForm_ServiceFragmentDoc,
    "\n  fragment ServicePackages_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n      ...PackagesTable_package\n    }\n  }\n": types.ServicePackages_ServiceFragmentDoc,
    "\n  mutation SaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        priceRange {\n          min\n          max\n        }\n        ...ServicePackages_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n": types.SaveServicePackagesDocument,
    "\n  mutation UploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n": types.UploadPackageImageDocument,
    "\n  query AdminServicesPage($filter: ServiceFilter!, $after: String) {\n    adminServices(filter: $filter, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          version\n          serviceName\n          ...ServicesTable_service\n          ...ServiceForm_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.AdminServicesPageDocument,
    "\n  mutation CreateService($input: ServiceInput!, $packages: [PackageInput!]!) {\n    createService(input: $input, packages: $packages) {\n      id\n      serviceName\n      ...ServicesTable_service\n    }\n  }\n": types.CreateServiceDocument,
    "\n  mutation UpdateService($id: ID!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      serviceName\n      ...ServicesTable_service\n      ...ServiceForm_service\n    }\n  }\n": types.UpdateServiceDocument,
    "\n  mutation SetServiceApproval($id: ID!, $approved: Boolean!) {\n    setServiceApproval(id: $id, approved: $approved) {\n      id\n      status\n      isApproved\n      allowedActions\n    }\n  }\n": types.SetServiceApprovalDocument,
    "\n  fragment ServicesTable_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    isInternal\n    providerName\n    businessName\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n": types.ServicesTable_ServiceFragmentDoc,
    "\n  query AdminInvitesSection($after: String) {\n    adminInvites(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          codeHint\n          status\n          createdAt\n          expiresAt\n          usedAt\n          revokedAt\n          createdBy {\n            id\n            name\n          }\n          usedBy {\n            id\n            name\n            email\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminInvitesSectionDocument,
    "\n  mutation CreateAdminInvite {\n    createAdminInvite {\n      code\n      expiresAt\n    }\n  }\n": types.CreateAdminInviteDocument,
    "\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n": types.RevokeAdminInviteDocument,
    "\n  fragment SettingsForm_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    contactPhone\n    whatsappNumber\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    adminEmails\n    remindUnpaidAfterHours\n    expireUnpaidAfterHours\n    depositKeptWithinHours\n    checkMobileMoneyPayments\n    updatedAt\n  }\n": types.SettingsForm_SettingsFragmentDoc,
    "\n  query AdminSettingsPage {\n    paymentInstructions {\n      version\n      ...SettingsForm_settings\n    }\n  }\n": types.AdminSettingsPageDocument,
    "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!, $expectedVersion: Int) {\n    updatePlatformSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SettingsForm_settings\n    }\n  }\n": types.UpdatePlatformSettingsDocument,
    "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n": types.ReactivateUserDocument,
    "\n  query AdminCategoryOptions($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_category\n          ...InternalProviderForm_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminCategoryOptionsDocument,
    "\n  query AdminCityOptions($after: String) {\n    allCities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_city\n          ...InternalProviderForm_city\n          ...AreasSection_city\n          ...TeamDayPage_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminCityOptionsDocument,
    "\n  query TeamDayPage($date: String!, $cityId: ID) {\n    teamDay(date: $date, cityId: $cityId) {\n      member {\n        id\n      }\n      jobs {\n        booking {\n          id\n        }\n      }\n      ...TeamDaySchedule_day\n    }\n  }\n": types.TeamDayPageDocument,
    "\n  subscription TeamDayLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n        date\n      }\n    }\n  }\n": types.TeamDayLiveDocument,
    "\n  fragment TeamDayPage_city on City {\n    id\n    name\n  }\n": types.TeamDayPage_CityFragmentDoc,
    "\n  fragment TeamDaySchedule_day on TeamMemberDay {\n    member {\n      id\n      name\n    }\n    hours {\n      start\n      end\n    }\n    jobs {\n      start\n      end\n      booking {\n        id\n        reference\n        packageName\n        status\n        statusLabel\n        tab\n        service {\n          id\n          serviceName\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.TeamDaySchedule_DayFragmentDoc,
    "\n  fragment TextStanding_text on Text {\n    id\n    status\n    failureReason\n    lastAnswer\n    handledAs\n    handledByName\n  }\n": types.TextStanding_TextFragmentDoc,
    "\n  query TextsPage($status: TextStatus, $after: String) {\n    texts(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          to\n          kind\n          status\n          tries\n          bookingReference\n          createdAt\n          ...TextStanding_text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TextsPageDocument,
    "\n  mutation ResendText($id: ID!) {\n    resendText(id: $id) {\n      id\n      status\n      tries\n      ...TextStanding_text\n    }\n  }\n": types.ResendTextDocument,
    "\n  mutation DismissText($id: ID!) {\n    dismissText(id: $id) {\n      id\n      status\n      ...TextStanding_text\n    }\n  }\n": types.DismissTextDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      email\n    }\n  }\n": types.PasswordLinkDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query SignupPage($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SignupPageDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpProviderDocument,
    "\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.SignUpAdminDocument,
    "\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n": types.AccountPageDocument,
    "\n  query AffiliatesPage {\n    me {\n      id\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n": types.AffiliatesPageDocument,
    "\n  query MyPromoCodes($after: String) {\n    me {\n      ...PromoCodesTable_user\n    }\n  }\n": types.MyPromoCodesDocument,
    "\n  query MyCommissions($after: String) {\n    me {\n      ...CommissionsTable_user\n    }\n  }\n": types.MyCommissionsDocument,
    "\n  query MyPayouts($after: String) {\n    me {\n      ...PayoutsTable_user\n    }\n  }\n": types.MyPayoutsDocument,
    "\n  query BookingQuote($serviceId: ID!, $packageName: String!, $promoCode: String) {\n    bookingQuote(serviceId: $serviceId, packageName: $packageName, promoCode: $promoCode) {\n      depositAmount\n      balanceAfterDeposit\n      ...PriceBreakdown_quote\n    }\n  }\n": types.BookingQuoteDocument,
    "\n  query PromoCodeCheck($serviceId: ID!, $codeName: String!) {\n    validatePromoCode(serviceId: $serviceId, codeName: $codeName) {\n      isValid\n      discount\n      message\n    }\n  }\n": types.PromoCodeCheckDocument,
    "\n  query BookingFreeTimes($serviceId: ID!, $packageName: String!, $from: String, $days: Int!) {\n    freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: $days) {\n      ...FreeTimePicker_freeTimes\n    }\n  }\n": types.BookingFreeTimesDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      reference\n      status\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query BookingPage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      ...BookingSummary_service\n      packages {\n        id\n        name\n        ...BookingSummary_package\n      }\n    }\n  }\n": types.BookingPageDocument,
    "\n  fragment BookingSummary_service on Service {\n    id\n    serviceName\n    image\n    category {\n      id\n      name\n    }\n  }\n": types.BookingSummary_ServiceFragmentDoc,
    "\n  fragment BookingSummary_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": types.BookingSummary_PackageFragmentDoc,
    "\n  fragment PriceBreakdown_quote on BookingQuote {\n    customerPrice\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    balanceAfterDeposit\n    promo {\n      isValid\n      discount\n    }\n  }\n": types.PriceBreakdown_QuoteFragmentDoc,
    "\n  mutation EndBooking($bookingId: ID!, $input: EndBookingInput!) {\n    endBooking(bookingId: $bookingId, input: $input) {\n      id\n      allowedActions\n      ...BookingCard_booking\n    }\n  }\n": types.EndBookingDocument,
    "\n  fragment MyBookingCard_booking on Booking {\n    id\n    reference\n    allowedActions\n    unreadMessages\n    packageName\n    date\n    time\n    fullPaymentAmount\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...CancelModal_booking\n    ...YourProfessional_booking\n  }\n": types.MyBookingCard_BookingFragmentDoc,
    "\n  query MyBookingsPage($tab: BookingTab!, $after: String) {\n    paymentInstructions {\n      ...CancelModal_settings\n    }\n    myBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...MyBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.MyBookingsPageDocument,
    "\n  subscription MyBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...MyBookingCard_booking\n      }\n    }\n  }\n": types.MyBookingsLiveDocument,
    "\n  fragment YourProfessional_booking on Booking {\n    id\n    assignedTeamMember {\n      name\n      phone\n    }\n  }\n": types.YourProfessional_BookingFragmentDoc,
    "\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n": types.CategoryPills_CategoriesFragmentDoc,
    "\n  query HomePage(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    categories(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query HomeMoreCategories($after: String) {\n    categories(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HomeMoreCategoriesDocument,
    "\n  query HomeMoreCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HomeMoreCitiesDocument,
    "\n  query HomeMoreServices(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.HomeMoreServicesDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    thumbnail\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    ratingAverage\n    reviewCount\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment ServiceSearch_cities on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": types.ServiceSearch_CitiesFragmentDoc,
    "\n  mutation PayByMobileMoney($bookingId: ID!, $input: PayByMobileMoneyInput!) {\n    payByMobileMoney(bookingId: $bookingId, input: $input) {\n      id\n      ...MobileMoneyProgress_payment\n    }\n  }\n": types.PayByMobileMoneyDocument,
    "\n  fragment MobileMoneyProgress_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    amount\n    status\n    failureMessage\n    booking {\n      id\n      reference\n      status\n    }\n  }\n": types.MobileMoneyProgress_PaymentFragmentDoc,
    "\n  query MobileMoneyProgress($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on MobileMoneyPayment {\n        ...MobileMoneyProgress_payment\n      }\n    }\n  }\n": types.MobileMoneyProgressDocument,
    "\n  subscription MobileMoneyProgressLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n      }\n    }\n  }\n": types.MobileMoneyProgressLiveDocument,
    "\n  fragment NextStepPanel_booking on Booking {\n    id\n    reference\n    status\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    mobileMoneyPayments {\n      id\n      status\n    }\n  }\n": types.NextStepPanel_BookingFragmentDoc,
    "\n  fragment NextStepPanel_settings on PlatformSettings {\n    ...PaymentInstructions_settings\n    ...ContactLinks_settings\n  }\n": types.NextStepPanel_SettingsFragmentDoc,
    "\n  fragment PaymentInstructions_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    ...ContactLinks_settings\n  }\n": types.PaymentInstructions_SettingsFragmentDoc,
    "\n  mutation SubmitPaymentProof($bookingId: ID!, $input: PaymentProofInput!) {\n    submitPaymentProof(bookingId: $bookingId, input: $input) {\n      id\n      ...RequestCard_booking\n    }\n  }\n": types.SubmitPaymentProofDocument,
    "\n  fragment RequestCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    unreadMessages\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...NextStepPanel_booking\n    ...CancelModal_booking\n  }\n": types.RequestCard_BookingFragmentDoc,
    "\n  fragment RequestCard_settings on PlatformSettings {\n    ...NextStepPanel_settings\n    ...CancelModal_settings\n  }\n": types.RequestCard_SettingsFragmentDoc,
    "\n  query RequestsPage($after: String) {\n    me {\n      id\n      name\n      phone\n    }\n    mobileMoneyNetworks\n    paymentInstructions {\n      ...RequestCard_settings\n    }\n    myRequests(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...RequestCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.RequestsPageDocument,
    "\n  subscription RequestsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...RequestCard_booking\n      }\n    }\n  }\n": types.RequestsLiveDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      ratingAverage\n      reviewCount\n      ...ServiceFacts_service\n      ...ServiceReviews_service\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n": types.ServicePageDocument,
    "\n  fragment ServiceReviews_service on Service {\n    id\n    ratingAverage\n    reviewCount\n    reviews(first: 10) {\n      edges {\n        node {\n          id\n          rating\n          review\n          createdAt\n          answer\n          answeredAt\n        }\n      }\n    }\n  }\n": types.ServiceReviews_ServiceFragmentDoc,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    promoCode\n    paymentMethod\n    amountPaid\n    balanceDue\n    cancelReason\n    cancelledAt\n    completedAt\n    service {\n      id\n      serviceName\n      image\n      category {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...PaymentProofs_payments\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequests_requests\n    }\n    review {\n      id\n      ...BookingReview_review\n    }\n    ...RefundNotes_booking\n  }\n": types.BookingCard_BookingFragmentDoc,
    "\n  fragment BookingReview_review on Review {\n    id\n    rating\n    review\n    imageUrl\n  }\n": types.BookingReview_ReviewFragmentDoc,
    "\n  mutation CancelBookingRequest($bookingId: ID!, $reason: String) {\n    cancelBookingRequest(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n": types.CancelBookingRequestDocument,
    "\n  mutation CancelConfirmedBooking($bookingId: ID!, $reason: String) {\n    cancelConfirmedBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n": types.CancelConfirmedBookingDocument,
    "\n  fragment CancelModal_booking on Booking {\n    id\n    reference\n    packageName\n    depositAmount\n    fullPaymentAmount\n    service {\n      id\n      serviceName\n    }\n    payments {\n      id\n      paymentType\n      paymentMethod\n      transactionNumber\n    }\n  }\n": types.CancelModal_BookingFragmentDoc,
    "\n  fragment CancelModal_settings on PlatformSettings {\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    ...ContactLinks_settings\n  }\n": types.CancelModal_SettingsFragmentDoc,
    "\n  fragment FreeTimePicker_freeTimes on FreeTimes {\n    days {\n      date\n      status\n      times\n    }\n    nextFreeDate\n  }\n": types.FreeTimePicker_FreeTimesFragmentDoc,
    "\n  fragment PaymentProofs_payments on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    senderName\n    transactionNumber\n    amount\n    proofUrl\n    status\n    createdAt\n  }\n": types.PaymentProofs_PaymentsFragmentDoc,
    "\n  fragment RefundNotes_booking on Booking {\n    id\n    refunds {\n      id\n      amount\n      status\n      network\n      settledAt\n    }\n    payments {\n      id\n      paymentMethod\n      senderName\n      proofUrl\n    }\n  }\n": types.RefundNotes_BookingFragmentDoc,
    "\n  query RescheduleTimes($bookingId: ID!, $from: String, $days: Int!) {\n    booking(id: $bookingId) {\n      id\n      rescheduleTimes(from: $from, days: $days) {\n        ...FreeTimePicker_freeTimes\n      }\n    }\n  }\n": types.RescheduleTimesDocument,
    "\n  mutation RequestReschedule($bookingId: ID!, $input: RescheduleInput!) {\n    requestReschedule(bookingId: $bookingId, input: $input) {\n      id\n      ...BookingCard_booking\n    }\n  }\n": types.RequestRescheduleDocument,
    "\n  fragment RescheduleRequests_requests on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    outcome\n    createdAt\n    answeredAt\n  }\n": types.RescheduleRequests_RequestsFragmentDoc,
    "\n  query ProviderHomePage {\n    me {\n      id\n      name\n      businessName\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      ...ServiceStatusSummary_services\n    }\n  }\n": types.ProviderHomePageDocument,
    "\n  query ProviderBookingsPage($tab: BookingTab!, $after: String) {\n    providerBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...ProviderBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.ProviderBookingsPageDocument,
    "\n  subscription ProviderBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...ProviderBookingCard_booking\n      }\n    }\n  }\n": types.ProviderBookingsLiveDocument,
    "\n  fragment ProviderBookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    allowedActions\n    unreadMessages\n    paymentLabel\n    fullPaymentAmount\n    depositAmount\n    platformFee\n    providerReceives\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n    rescheduleRequests {\n      id\n      suggestedDate\n      suggestedTimes\n      reason\n      isCustomerRequest\n      outcome\n    }\n  }\n": types.ProviderBookingCard_BookingFragmentDoc,
    "\n  mutation ProviderAnswerReschedule($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      date\n      time\n      status\n      statusLabel\n      allowedActions\n      rescheduleRequests {\n        id\n        outcome\n        isAccepted\n      }\n    }\n  }\n": types.ProviderAnswerRescheduleDocument,
    "\n  query ProviderEarningsPage {\n    myBalance {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n": types.ProviderEarningsPageDocument,
    "\n  query ProviderEarningsList($after: String) {\n    myEarnings(first: 20, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n": types.ProviderEarningsListDocument,
    "\n  query ProviderPayoutsList($after: String) {\n    myPayouts(first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n": types.ProviderPayoutsListDocument,
    "\n  query ProviderOverviewPage {\n    me {\n      id\n      phone\n      nrc\n      city {\n        id\n      }\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      edges {\n        node {\n          id\n          serviceName\n          status\n          updatedAt\n        }\n      }\n      ...ServiceStatusSummary_services\n    }\n    requests: providerBookings(tab: REQUESTS, first: 20) {\n      totalCount\n    }\n    confirmed: providerBookings(tab: CONFIRMED, first: 20) {\n      totalCount\n    }\n  }\n": types.ProviderOverviewPageDocument,
    "\n  fragment ServiceStatusSummary_services on ServiceConnection {\n    totalCount\n    edges {\n      node {\n        id\n        status\n        isListed\n      }\n    }\n  }\n": types.ServiceStatusSummary_ServicesFragmentDoc,
    "\n  fragment VerificationCard_me on User {\n    id\n    verified\n    isApproved\n  }\n": types.VerificationCard_MeFragmentDoc,
    "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    phone\n    gender\n    nrc\n    verified\n    isApproved\n    isCompany\n    companyName\n    businessName\n    city {\n      id\n    }\n    area {\n      id\n    }\n    providerRating {\n      average\n      count\n    }\n  }\n": types.ProfileForm_MeFragmentDoc,
    "\n  query ProviderProfilePage($after: String) {\n    me {\n      id\n      ...ProfileForm_me\n    }\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProviderProfilePageDocument,
    "\n  mutation ProviderUpdateProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...ProfileForm_me\n    }\n  }\n": types.ProviderUpdateProfileDocument,
    "\n  mutation RateCustomer($bookingId: ID!, $rating: Int!, $note: String) {\n    rateCustomer(bookingId: $bookingId, rating: $rating, note: $note) {\n      id\n      customerRating {\n        id\n        rating\n        note\n      }\n    }\n  }\n": types.RateCustomerDocument,
    "\n  fragment ProviderReviewCard_booking on Booking {\n    id\n    packageName\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n    }\n    review {\n      id\n      rating\n      review\n      imageUrl\n      createdAt\n      answer\n    }\n    customerRating {\n      id\n      rating\n      note\n    }\n  }\n": types.ProviderReviewCard_BookingFragmentDoc,
    "\n  mutation AnswerReview($reviewId: ID!, $answer: String!) {\n    answerReview(reviewId: $reviewId, answer: $answer) {\n      id\n      answer\n      answeredAt\n    }\n  }\n": types.AnswerReviewDocument,
    "\n  query ProviderReviewsPage($after: String) {\n    me {\n      id\n      providerRating {\n        average\n        count\n      }\n    }\n    providerBookings(tab: COMPLETED, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          review {\n            id\n          }\n          ...ProviderReviewCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ProviderReviewsPageDocument,
    "\n  query ProviderAddServicePage {\n    me {\n      id\n      verified\n      phone\n      businessName\n      companyName\n      city {\n        id\n      }\n    }\n  }\n": types.ProviderAddServicePageDocument,
    "\n  mutation CreateMyService($input: ProviderServiceInput!) {\n    createMyService(input: $input) {\n      id\n      status\n      ...ServiceListItem_service\n    }\n  }\n": types.CreateMyServiceDocument,
    "\n  fragment PackageSummaryCard_package on Package {\n    id\n    name\n    description\n    isMandatory\n    imageUrl\n    price\n    customerPrice\n    depositType\n    depositValue\n    durationMinutes\n  }\n": types.PackageSummaryCard_PackageFragmentDoc,
    "\n  query ProviderServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      status\n      allowedActions\n      isListed\n      isInternal\n      image\n      gallery\n      mobileService\n      phone\n      businessName\n      serviceLocations\n      commissionType\n      commissionRate\n      isMarkup\n      updatedAt\n      ...ServiceFacts_service\n      packages {\n        id\n        ...PackageSummaryCard_package\n      }\n    }\n  }\n": types.ProviderServicePageDocument,
    "\n  fragment ServiceInfoFields_category on Category {\n    id\n    name\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n  }\n": types.ServiceInfoFields_CategoryFragmentDoc,
    "\n  fragment ServiceInfoFields_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n": types.ServiceInfoFields_CityFragmentDoc,
    "\n  fragment ServiceListItem_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    image\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    packages {\n      id\n    }\n  }\n": types.ServiceListItem_ServiceFragmentDoc,
    "\n  query ProviderServicesPage($after: String) {\n    me {\n      id\n      verified\n      isApproved\n    }\n    myServices(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceListItem_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.ProviderServicesPageDocument,
    "\n  query ProviderEditServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      status\n      isInternal\n      category {\n        id\n        ...ServiceInfoFields_category\n      }\n      city {\n        id\n        ...ServiceInfoFields_city\n      }\n      ...InfoTab_service\n      ...PackagesTab_service\n      ...MediaTab_service\n    }\n  }\n": types.ProviderEditServicePageDocument,
    "\n  fragment InfoTab_service on Service {\n    id\n    version\n    serviceName\n    description\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    bufferMinutes\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n  }\n": types.InfoTab_ServiceFragmentDoc,
    "\n  mutation ProviderUpdateServiceInfo($id: ID!, $input: ServiceInfoInput!, $expectedVersion: Int) {\n    updateServiceInfo(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      status\n      updatedAt\n      ...ServiceFacts_service\n      ...InfoTab_service\n    }\n  }\n": types.ProviderUpdateServiceInfoDocument,
    "\n  fragment MediaTab_service on Service {\n    id\n    serviceName\n    image\n    gallery\n    packages {\n      id\n      name\n      imageUrl\n    }\n  }\n": types.MediaTab_ServiceFragmentDoc,
    "\n  mutation ProviderUploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n      updatedAt\n    }\n  }\n": types.ProviderUploadServiceImageDocument,
    "\n  mutation ProviderUploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n": types.ProviderUploadServiceGalleryDocument,
    "\n  mutation ProviderUploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n": types.ProviderUploadPackageImageDocument,
    "\n  mutation ProviderRemoveGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n": types.ProviderRemoveGalleryImageDocument,
    "\n  fragment PackagesTab_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n    }\n  }\n": types.PackagesTab_ServiceFragmentDoc,
    "\n  mutation ProviderSaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        updatedAt\n        priceRange {\n          min\n          max\n        }\n        packages {\n          id\n          ...PackageSummaryCard_package\n        }\n        ...PackagesTab_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n": types.ProviderSaveServicePackagesDocument,
    "\n  query ServiceInfoCategories($after: String) {\n    categories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          isSubcategory\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          defaultPackages {\n            name\n            ...PackagesEditor_template\n          }\n          subcategories {\n            id\n            name\n          }\n          ...ServiceInfoFields_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ServiceInfoCategoriesDocument,
    "\n  query ServiceInfoCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n          ...ServiceInfoFields_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ServiceInfoCitiesDocument,
    "\n  query ProviderSettingsPage {\n    me {\n      id\n      email\n      name\n      role\n      verified\n      isApproved\n      createdAt\n      ...WorkingHoursCards_me\n    }\n  }\n": types.ProviderSettingsPageDocument,
    "\n  fragment WorkingHoursCards_me on User {\n    id\n    version\n    teamSize\n    workingHours {\n      ...WeeklyHoursEditor_day\n    }\n    workingHoursExceptions {\n      date\n      ...HoursExceptions_exception\n    }\n  }\n": types.WorkingHoursCards_MeFragmentDoc,
    "\n  mutation SetMyWorkingHours($input: MyWorkingHoursInput!, $expectedVersion: Int) {\n    setMyWorkingHours(input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...WorkingHoursCards_me\n    }\n  }\n": types.SetMyWorkingHoursDocument,
    "\n  mutation SetMyHoursException($exception: WorkingHoursExceptionInput!) {\n    setMyHoursException(exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": types.SetMyHoursExceptionDocument,
    "\n  mutation ClearMyHoursException($date: String!) {\n    clearMyHoursException(date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n": types.ClearMyHoursExceptionDocument,
    "\n  fragment LiveBookings_change on BookingChange {\n    kind\n    byYou\n    booking {\n      id\n      createdAt\n      date\n      time\n      tab\n    }\n  }\n": types.LiveBookings_ChangeFragmentDoc,
    "\n  fragment SessionUser on User {\n    id\n    email\n    name\n    role\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Session {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionDocument,
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
export function graphql(source: "\n  fragment ContactLinks_settings on PlatformSettings {\n    contactPhone\n    whatsappNumber\n  }\n"): (typeof documents)["\n  fragment ContactLinks_settings on PlatformSettings {\n    contactPhone\n    whatsappNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityAreaSelects_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CityAreaSelects_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushDevice($endpoint: String!) {\n    pushDevice(endpoint: $endpoint) {\n      endpoint\n    }\n  }\n"): (typeof documents)["\n  query PushDevice($endpoint: String!) {\n    pushDevice(endpoint: $endpoint) {\n      endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      endpoint\n      refreshedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPushDevice($input: PushDeviceInput!) {\n    registerPushDevice(input: $input) {\n      endpoint\n      refreshedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnregisterPushDevice($endpoint: String!) {\n    unregisterPushDevice(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnregisterPushDevice($endpoint: String!) {\n    unregisterPushDevice(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SmsNotificationsCard_preferences on SmsPreferences {\n    bookingReceived\n    bookingConfirmed\n    bookingRescheduled\n    bookingCancelled\n    rescheduleRequested\n    appointmentReminder\n    paymentReceived\n    newMessage\n    number\n    stopped\n  }\n"): (typeof documents)["\n  fragment SmsNotificationsCard_preferences on SmsPreferences {\n    bookingReceived\n    bookingConfirmed\n    bookingRescheduled\n    bookingCancelled\n    rescheduleRequested\n    appointmentReminder\n    paymentReceived\n    newMessage\n    number\n    stopped\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySmsPreferences {\n    mySmsPreferences {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n"): (typeof documents)["\n  query MySmsPreferences {\n    mySmsPreferences {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMySmsPreferences($input: SmsPreferencesInput!) {\n    updateMySmsPreferences(input: $input) {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMySmsPreferences($input: SmsPreferencesInput!) {\n    updateMySmsPreferences(input: $input) {\n      ...SmsNotificationsCard_preferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommissionsTable_commission on AffiliateCommission {\n    id\n    date\n    bookingReference\n    serviceName\n    codeName\n    amount\n    payout {\n      id\n      paidOn\n    }\n  }\n"): (typeof documents)["\n  fragment CommissionsTable_commission on AffiliateCommission {\n    id\n    date\n    bookingReference\n    serviceName\n    codeName\n    amount\n    payout {\n      id\n      paidOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommissionsTable_user on User {\n    id\n    commissions(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          bookingReference\n          payout {\n            id\n          }\n          ...CommissionsTable_commission\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CommissionsTable_user on User {\n    id\n    commissions(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          bookingReference\n          payout {\n            id\n          }\n          ...CommissionsTable_commission\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EarningsSummary_earnings on AffiliateEarnings {\n    total\n    paid\n    unpaid\n  }\n"): (typeof documents)["\n  fragment EarningsSummary_earnings on AffiliateEarnings {\n    total\n    paid\n    unpaid\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoCodesTable_code on PromoCode {\n    id\n    codeName\n    discount\n    usageLimit\n    usageCount\n    affiliateRate\n    status\n    service {\n      id\n      serviceName\n    }\n  }\n"): (typeof documents)["\n  fragment PromoCodesTable_code on PromoCode {\n    id\n    codeName\n    discount\n    usageLimit\n    usageCount\n    affiliateRate\n    status\n    service {\n      id\n      serviceName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoCodesTable_user on User {\n    id\n    promoCodes(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...PromoCodesTable_code\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PromoCodesTable_user on User {\n    id\n    promoCodes(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          ...PromoCodesTable_code\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackagesEditor_package on Package {\n    id\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n"): (typeof documents)["\n  fragment PackagesEditor_package on Package {\n    id\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackagesEditor_template on PackageTemplate {\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n  }\n"): (typeof documents)["\n  fragment PackagesEditor_template on PackageTemplate {\n    name\n    description\n    price\n    isMandatory\n    depositType\n    depositValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceFacts_service on Service {\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceFacts_service on Service {\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeeklyHoursEditor_day on WorkingDay {\n    weekday\n    name\n    ranges {\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  fragment WeeklyHoursEditor_day on WorkingDay {\n    weekday\n    name\n    ranges {\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HoursExceptions_exception on WorkingHoursException {\n    date\n    dayOff\n    ranges {\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  fragment HoursExceptions_exception on WorkingHoursException {\n    date\n    dayOff\n    ranges {\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsTable_payout on Payout {\n    id\n    paidOn\n    method\n    reference\n    amount\n  }\n"): (typeof documents)["\n  fragment PayoutsTable_payout on Payout {\n    id\n    paidOn\n    method\n    reference\n    amount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsTable_user on User {\n    id\n    payouts(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          ...PayoutsTable_payout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PayoutsTable_user on User {\n    id\n    payouts(first: 10, after: $after) {\n      edges {\n        node {\n          id\n          ...PayoutsTable_payout\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutsTable_connection on ProviderPayoutConnection {\n    edges {\n      node {\n        id\n        ...PayoutsTable_payout\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment PayoutsTable_connection on ProviderPayoutConnection {\n    edges {\n      node {\n        id\n        ...PayoutsTable_payout\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderBalanceSummary_balance on ProviderBalance {\n    owed\n    paid\n    unpaid\n  }\n"): (typeof documents)["\n  fragment ProviderBalanceSummary_balance on ProviderBalance {\n    owed\n    paid\n    unpaid\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderEarningsTable_earning on ProviderEarning {\n    id\n    collected\n    platformFee\n    owed\n    payout {\n      id\n      paidOn\n    }\n    booking {\n      id\n      reference\n      date\n      service {\n        id\n        serviceName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProviderEarningsTable_earning on ProviderEarning {\n    id\n    collected\n    platformFee\n    owed\n    payout {\n      id\n      paidOn\n    }\n    booking {\n      id\n      reference\n      date\n      service {\n        id\n        serviceName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderEarningsTable_connection on ProviderEarningConnection {\n    edges {\n      node {\n        id\n        owed\n        payout {\n          id\n        }\n        ...ProviderEarningsTable_earning\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment ProviderEarningsTable_connection on ProviderEarningConnection {\n    edges {\n      node {\n        id\n        owed\n        payout {\n          id\n        }\n        ...ProviderEarningsTable_earning\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingThread($id: ID!, $after: String) {\n    booking(id: $id) {\n      id\n      reference\n      allowedActions\n      unreadMessages\n      messages(first: 30, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...ThreadMessage_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingThread($id: ID!, $after: String) {\n    booking(id: $id) {\n      id\n      reference\n      allowedActions\n      unreadMessages\n      messages(first: 30, after: $after) {\n        edges {\n          cursor\n          node {\n            id\n            ...ThreadMessage_message\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingThreadLive($bookingId: ID!) {\n    bookingChanged(bookingId: $bookingId) {\n      kind\n      byYou\n      booking {\n        id\n        allowedActions\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BookingThreadLive($bookingId: ID!) {\n    bookingChanged(bookingId: $bookingId) {\n      kind\n      byYou\n      booking {\n        id\n        allowedActions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendBookingMessage($bookingId: ID!, $input: BookingMessageInput!) {\n    sendBookingMessage(bookingId: $bookingId, input: $input) {\n      id\n      ...ThreadMessage_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendBookingMessage($bookingId: ID!, $input: BookingMessageInput!) {\n    sendBookingMessage(bookingId: $bookingId, input: $input) {\n      id\n      ...ThreadMessage_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkBookingThreadRead($bookingId: ID!) {\n    markBookingThreadRead(bookingId: $bookingId) {\n      id\n      unreadMessages\n    }\n  }\n"): (typeof documents)["\n  mutation MarkBookingThreadRead($bookingId: ID!) {\n    markBookingThreadRead(bookingId: $bookingId) {\n      id\n      unreadMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThreadMessage_message on BookingMessage {\n    id\n    body\n    photoUrl\n    authorLabel\n    fromYou\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ThreadMessage_message on BookingMessage {\n    id\n    body\n    photoUrl\n    authorLabel\n    fromYou\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessageCount {\n    unreadMessageCount\n    requests: unreadMessageCount(tab: REQUESTS)\n  }\n"): (typeof documents)["\n  query UnreadMessageCount {\n    unreadMessageCount\n    requests: unreadMessageCount(tab: REQUESTS)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentNetworkRefusals {\n    paymentNetworkRefusals {\n      network\n      refusedAt\n      detail\n    }\n  }\n"): (typeof documents)["\n  query PaymentNetworkRefusals {\n    paymentNetworkRefusals {\n      network\n      refusedAt\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAffiliateCommissions($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...CommissionsTable_user\n    }\n  }\n"): (typeof documents)["\n  query AdminAffiliateCommissions($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...CommissionsTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAffiliateDashboard($after: String) {\n    affiliates(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          verified\n          verificationStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAffiliateDashboard($after: String) {\n    affiliates(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          verified\n          verificationStatus\n          status\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAffiliate($id: ID!) {\n    verifyAffiliate(id: $id) {\n      id\n      verified\n      verificationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyAffiliate($id: ID!) {\n    verifyAffiliate(id: $id) {\n      id\n      verified\n      verificationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAffiliateDetail($id: ID!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      phone\n      verified\n      verificationStatus\n      status\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAffiliateDetail($id: ID!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      phone\n      verified\n      verificationStatus\n      status\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAffiliatePromoCodes($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PromoCodesTable_user\n    }\n  }\n"): (typeof documents)["\n  query AdminAffiliatePromoCodes($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PromoCodesTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAffiliatePayouts($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PayoutsTable_user\n    }\n  }\n"): (typeof documents)["\n  query AdminAffiliatePayouts($id: ID!, $after: String) {\n    affiliate(id: $id) {\n      ...PayoutsTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPromoCodeActive($id: ID!, $active: Boolean!) {\n    setPromoCodeActive(id: $id, active: $active) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetPromoCodeActive($id: ID!, $active: Boolean!) {\n    setPromoCodeActive(id: $id, active: $active) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAffiliate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAffiliatePayout($input: AffiliatePayoutInput!) {\n    recordAffiliatePayout(input: $input) {\n      id\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAffiliatePayout($input: AffiliatePayoutInput!) {\n    recordAffiliatePayout(input: $input) {\n      id\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      id\n      ...PromoCodesTable_code\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromoCode($input: PromoCodeInput!) {\n    createPromoCode(input: $input) {\n      id\n      ...PromoCodesTable_code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServicePicker($search: String) {\n    adminServices(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          serviceName\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminServicePicker($search: String) {\n    adminServices(search: $search, first: 20) {\n      edges {\n        node {\n          id\n          serviceName\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingActions_booking on Booking {\n    id\n    allowedActions\n    packageName\n    date\n    time\n    service {\n      id\n      serviceName\n    }\n    rescheduleRequests {\n      id\n      outcome\n      ...RescheduleDialog_request\n    }\n    ...ConfirmBookingDialog_booking\n  }\n"): (typeof documents)["\n  fragment BookingActions_booking on Booking {\n    id\n    allowedActions\n    packageName\n    date\n    time\n    service {\n      id\n      serviceName\n    }\n    rescheduleRequests {\n      id\n      outcome\n      ...RescheduleDialog_request\n    }\n    ...ConfirmBookingDialog_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingsPage($tab: BookingTab!, $providerId: String, $filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: $tab, providerId: $providerId, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingsPage($tab: BookingTab!, $providerId: String, $filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: $tab, providerId: $providerId, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingsTable_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    status\n    statusLabel\n    unreadMessages\n    providerType\n    platformFee\n    providerReceives\n    depositAmount\n    depositSource\n    customerNote\n    promoCode\n    discountAmount\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      area {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n    rescheduleRequests {\n      id\n      outcome\n      suggestedDate\n      suggestedTimes\n    }\n    ...BookingActions_booking\n  }\n"): (typeof documents)["\n  fragment BookingsTable_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    status\n    statusLabel\n    unreadMessages\n    providerType\n    platformFee\n    providerReceives\n    depositAmount\n    depositSource\n    customerNote\n    promoCode\n    discountAmount\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      area {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n    rescheduleRequests {\n      id\n      outcome\n      suggestedDate\n      suggestedTimes\n    }\n    ...BookingActions_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConfirmBookingDialog_booking on Booking {\n    id\n    depositAmount\n    customer {\n      id\n      name\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n  }\n"): (typeof documents)["\n  fragment ConfirmBookingDialog_booking on Booking {\n    id\n    depositAmount\n    customer {\n      id\n      name\n    }\n    payments {\n      id\n      ...ProofSummary_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProofSummary_payment on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    transactionNumber\n    senderName\n    amount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProofSummary_payment on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    transactionNumber\n    senderName\n    amount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderFilterOptions($search: String, $after: String) {\n    externalProviders(search: $search, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          businessName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderFilterOptions($search: String, $after: String) {\n    externalProviders(search: $search, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          businessName\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderFilterChosen($id: ID!) {\n    node(id: $id) {\n      id\n      ... on User {\n        name\n        businessName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderFilterChosen($id: ID!) {\n    node(id: $id) {\n      id\n      ... on User {\n        name\n        businessName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RescheduleDialog_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RescheduleDialog_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBooking($bookingId: ID!) {\n    confirmBooking(bookingId: $bookingId) {\n      id\n      isConfirmed\n      confirmedAt\n      ...BookingsTable_booking\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBooking($bookingId: ID!) {\n    confirmBooking(bookingId: $bookingId) {\n      id\n      isConfirmed\n      confirmedAt\n      ...BookingsTable_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteBooking($bookingId: ID!) {\n    completeBooking(bookingId: $bookingId) {\n      id\n      completedAt\n      ...BookingsTable_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteBooking($bookingId: ID!) {\n    completeBooking(bookingId: $bookingId) {\n      id\n      completedAt\n      ...BookingsTable_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($bookingId: ID!, $reason: String) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      cancelReason\n      cancelledAt\n      cancelledBy\n      ...BookingsTable_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($bookingId: ID!, $reason: String) {\n    cancelBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      cancelReason\n      cancelledAt\n      cancelledBy\n      ...BookingsTable_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerRescheduleRequest($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      rescheduleRequests {\n        id\n        isAccepted\n        answeredAt\n      }\n      ...BookingsTable_booking\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerRescheduleRequest($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      rescheduleRequests {\n        id\n        isAccepted\n        answeredAt\n      }\n      ...BookingsTable_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        service {\n          id\n          providerId\n        }\n        ...BookingsTable_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        service {\n          id\n          providerId\n        }\n        ...BookingsTable_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoriesPage($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          version\n          name\n          active\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          parent {\n            id\n            name\n          }\n          ...CategoryForm_category\n          ...CategoryForm_parent\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoriesPage($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          version\n          name\n          active\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          parent {\n            id\n            name\n          }\n          ...CategoryForm_category\n          ...CategoryForm_parent\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      ...CategoryForm_category\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      ...CategoryForm_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      name\n      active\n      commissionBased\n      commissionType\n      commissionValue\n      isMarkup\n      parent {\n        id\n        name\n      }\n      ...CategoryForm_category\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $input: CategoryInput!, $expectedVersion: Int) {\n    updateCategory(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      name\n      active\n      commissionBased\n      commissionType\n      commissionValue\n      isMarkup\n      parent {\n        id\n        name\n      }\n      ...CategoryForm_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryForm_category on Category {\n    id\n    name\n    image\n    active\n    hasSubscriptionPackage\n    commissionBased\n    commissionType\n    commissionValue\n    isMarkup\n    suggestedServiceName\n    isSubcategory\n    defaultDescription\n    parent {\n      id\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryForm_category on Category {\n    id\n    name\n    image\n    active\n    hasSubscriptionPackage\n    commissionBased\n    commissionType\n    commissionValue\n    isMarkup\n    suggestedServiceName\n    isSubcategory\n    defaultDescription\n    parent {\n      id\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryForm_parent on Category {\n    id\n    name\n    isSubcategory\n  }\n"): (typeof documents)["\n  fragment CategoryForm_parent on Category {\n    id\n    name\n    isSubcategory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomersPage($after: String) {\n    customers(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          status\n          city {\n            id\n            name\n          }\n          customerRating {\n            average\n            count\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomersPage($after: String) {\n    customers(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          email\n          phone\n          status\n          city {\n            id\n            name\n          }\n          customerRating {\n            average\n            count\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreasSection_area on Area {\n    id\n    name\n    active\n    city {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AreasSection_area on Area {\n    id\n    name\n    active\n    city {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreasSection_city on City {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment AreasSection_city on City {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArea($input: AreaInput!) {\n    createArea(input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArea($id: ID!, $input: AreaInput!) {\n    updateArea(id: $id, input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArea($id: ID!, $input: AreaInput!) {\n    updateArea(id: $id, input: $input) {\n      id\n      ...AreasSection_area\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArea($id: ID!) {\n    deleteArea(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CitiesSection_city on City {\n    id\n    name\n    active\n    areas {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment CitiesSection_city on City {\n    id\n    name\n    active\n    areas {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCity($id: ID!, $input: CityInput!) {\n    updateCity(id: $id, input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCity($id: ID!, $input: CityInput!) {\n    updateCity(id: $id, input: $input) {\n      id\n      ...CitiesSection_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCity($id: ID!) {\n    deleteCity(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCity($id: ID!) {\n    deleteCity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLocationsPage($citiesAfter: String, $areasAfter: String, $areasCityId: ID) {\n    allCities(first: 50, after: $citiesAfter) {\n      edges {\n        node {\n          id\n          ...CitiesSection_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    allAreas(first: 100, after: $areasAfter, cityId: $areasCityId) {\n      edges {\n        node {\n          id\n          ...AreasSection_area\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminLocationsPage($citiesAfter: String, $areasAfter: String, $areasCityId: ID) {\n    allCities(first: 50, after: $citiesAfter) {\n      edges {\n        node {\n          id\n          ...CitiesSection_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    allAreas(first: 100, after: $areasAfter, cityId: $areasCityId) {\n      edges {\n        node {\n          id\n          ...AreasSection_area\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExternalProviderBookingsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminExternalProviderBookingsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExternalProviderBookingsList($provider: String!, $tab: BookingTab!, $after: String) {\n    adminBookings(providerId: $provider, tab: $tab, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminExternalProviderBookingsList($provider: String!, $tab: BookingTab!, $after: String) {\n    adminBookings(providerId: $provider, tab: $tab, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExternalProviderEarningsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n    providerBalance(providerId: $providerId) {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n"): (typeof documents)["\n  query AdminExternalProviderEarningsPage($providerId: ID!) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n      }\n    }\n    providerBalance(providerId: $providerId) {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProviderPayouts($providerId: ID!, $after: String) {\n    providerPayouts(providerId: $providerId, first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n"): (typeof documents)["\n  query AdminProviderPayouts($providerId: ID!, $after: String) {\n    providerPayouts(providerId: $providerId, first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExternalProviderServicesPage($providerId: ID!, $after: String) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n        role\n      }\n    }\n    providerServices(providerId: $providerId, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServicesTable_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminExternalProviderServicesPage($providerId: ID!, $after: String) {\n    node(id: $providerId) {\n      __typename\n      id\n      ... on User {\n        name\n        email\n        businessName\n        role\n      }\n    }\n    providerServices(providerId: $providerId, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServicesTable_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExternalProvidersTab_provider on User {\n    id\n    version\n    name\n    email\n    phone\n    businessName\n    verified\n    isApproved\n    status\n  }\n"): (typeof documents)["\n  fragment ExternalProvidersTab_provider on User {\n    id\n    version\n    name\n    email\n    phone\n    businessName\n    verified\n    isApproved\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProviderVerified($id: ID!, $verified: Boolean!, $expectedVersion: Int) {\n    setProviderVerified(id: $id, verified: $verified, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n"): (typeof documents)["\n  mutation SetProviderVerified($id: ID!, $verified: Boolean!, $expectedVersion: Int) {\n    setProviderVerified(id: $id, verified: $verified, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProviderApproved($id: ID!, $approved: Boolean!, $expectedVersion: Int) {\n    setProviderApproved(id: $id, approved: $approved, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n"): (typeof documents)["\n  mutation SetProviderApproved($id: ID!, $approved: Boolean!, $expectedVersion: Int) {\n    setProviderApproved(id: $id, approved: $approved, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...ExternalProvidersTab_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InternalProviderForm_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment InternalProviderForm_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InternalProviderForm_category on Category {\n    id\n    name\n    parent {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment InternalProviderForm_category on Category {\n    id\n    name\n    parent {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InternalProviderForm_provider on InternalProvider {\n    id\n    version\n    name\n    email\n    phone\n    nrc\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    categories {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment InternalProviderForm_provider on InternalProvider {\n    id\n    version\n    name\n    email\n    phone\n    nrc\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    categories {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInternalProvider($input: InternalProviderInput!) {\n    createInternalProvider(input: $input) {\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInternalProvider($input: InternalProviderInput!) {\n    createInternalProvider(input: $input) {\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInternalProvider($id: ID!, $input: InternalProviderInput!, $expectedVersion: Int) {\n    updateInternalProvider(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInternalProvider($id: ID!, $input: InternalProviderInput!, $expectedVersion: Int) {\n    updateInternalProvider(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      ...InternalProvidersTab_provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InternalProvidersTab_provider on InternalProvider {\n    id\n    version\n    name\n    active\n    phone\n    nrc\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    ...InternalProviderForm_provider\n  }\n"): (typeof documents)["\n  fragment InternalProvidersTab_provider on InternalProvider {\n    id\n    version\n    name\n    active\n    phone\n    nrc\n    city {\n      id\n      name\n    }\n    areas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n    }\n    ...InternalProviderForm_provider\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInternalProvider($id: ID!) {\n    deleteInternalProvider(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInternalProvider($id: ID!) {\n    deleteInternalProvider(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProviderUnpaidEarnings($providerId: ID!, $after: String) {\n    providerEarnings(providerId: $providerId, paid: false, first: 50, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n"): (typeof documents)["\n  query AdminProviderUnpaidEarnings($providerId: ID!, $after: String) {\n    providerEarnings(providerId: $providerId, paid: false, first: 50, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordProviderPayout($input: ProviderPayoutInput!) {\n    recordProviderPayout(input: $input) {\n      id\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation RecordProviderPayout($input: ProviderPayoutInput!) {\n    recordProviderPayout(input: $input) {\n      id\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServiceProvidersPage($internalAfter: String, $externalAfter: String) {\n    internalProviders(first: 25, after: $internalAfter) {\n      edges {\n        node {\n          id\n          ...InternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    externalProviders(first: 25, after: $externalAfter) {\n      edges {\n        node {\n          id\n          ...ExternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminServiceProvidersPage($internalAfter: String, $externalAfter: String) {\n    internalProviders(first: 25, after: $internalAfter) {\n      edges {\n        node {\n          id\n          ...InternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n    externalProviders(first: 25, after: $externalAfter) {\n      edges {\n        node {\n          id\n          ...ExternalProvidersTab_provider\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTeamMemberHours($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on InternalProvider {\n        version\n        name\n        active\n        workingHours {\n          ...WeeklyHoursEditor_day\n        }\n        workingHoursExceptions {\n          date\n          ...HoursExceptions_exception\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTeamMemberHours($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on InternalProvider {\n        version\n        name\n        active\n        workingHours {\n          ...WeeklyHoursEditor_day\n        }\n        workingHoursExceptions {\n          date\n          ...HoursExceptions_exception\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberWorkingHours($id: ID!, $workingHours: [WorkingDayInput!]!, $expectedVersion: Int) {\n    setTeamMemberWorkingHours(id: $id, workingHours: $workingHours, expectedVersion: $expectedVersion) {\n      id\n      version\n      workingHours {\n        ...WeeklyHoursEditor_day\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamMemberWorkingHours($id: ID!, $workingHours: [WorkingDayInput!]!, $expectedVersion: Int) {\n    setTeamMemberWorkingHours(id: $id, workingHours: $workingHours, expectedVersion: $expectedVersion) {\n      id\n      version\n      workingHours {\n        ...WeeklyHoursEditor_day\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberActive($id: ID!, $active: Boolean!, $expectedVersion: Int) {\n    setTeamMemberActive(id: $id, active: $active, expectedVersion: $expectedVersion) {\n      id\n      version\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamMemberActive($id: ID!, $active: Boolean!, $expectedVersion: Int) {\n    setTeamMemberActive(id: $id, active: $active, expectedVersion: $expectedVersion) {\n      id\n      version\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberHoursException($id: ID!, $exception: WorkingHoursExceptionInput!) {\n    setTeamMemberHoursException(id: $id, exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamMemberHoursException($id: ID!, $exception: WorkingHoursExceptionInput!) {\n    setTeamMemberHoursException(id: $id, exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearTeamMemberHoursException($id: ID!, $date: String!) {\n    clearTeamMemberHoursException(id: $id, date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClearTeamMemberHoursException($id: ID!, $date: String!) {\n    clearTeamMemberHoursException(id: $id, date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRefundPaid($refundId: ID!, $input: RefundPaidInput!) {\n    markRefundPaid(refundId: $refundId, input: $input) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRefundPaid($refundId: ID!, $input: RefundPaidInput!) {\n    markRefundPaid(refundId: $refundId, input: $input) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRefundNotOwed($refundId: ID!) {\n    markRefundNotOwed(refundId: $refundId) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRefundNotOwed($refundId: ID!) {\n    markRefundNotOwed(refundId: $refundId) {\n      id\n      ...RefundStanding_refund\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundStanding_refund on Refund {\n    id\n    status\n    network\n    paidMethod\n    paidReference\n    failureDetail\n    settledAt\n  }\n"): (typeof documents)["\n  fragment RefundStanding_refund on Refund {\n    id\n    status\n    network\n    paidMethod\n    paidReference\n    failureDetail\n    settledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundsToPayPage($after: String) {\n    refundsToPay(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          reason\n          createdAt\n          ...RefundStanding_refund\n          booking {\n            id\n            reference\n            customer {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query RefundsToPayPage($after: String) {\n    refundsToPay(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          amount\n          reason\n          createdAt\n          ...RefundStanding_refund\n          booking {\n            id\n            reference\n            customer {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionLog_action on BookingLogEntry {\n    id\n    title\n    actorRole\n    fromStatusLabel\n    toStatusLabel\n    note\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ActionLog_action on BookingLogEntry {\n    id\n    title\n    actorRole\n    fromStatusLabel\n    toStatusLabel\n    note\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingAssignment_booking on Booking {\n    id\n    version\n    allowedActions\n    date\n    time\n    assignedTeamMember {\n      name\n      phone\n      ... on InternalProvider {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BookingAssignment_booking on Booking {\n    id\n    version\n    allowedActions\n    date\n    time\n    assignedTeamMember {\n      name\n      phone\n      ... on InternalProvider {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingReassignOptions($id: ID!) {\n    booking(id: $id) {\n      id\n      teamMembersFreeThen {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingReassignOptions($id: ID!) {\n    booking(id: $id) {\n      id\n      teamMembersFreeThen {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReassignBooking($bookingId: ID!, $teamMemberId: ID!, $expectedVersion: Int) {\n    reassignBooking(bookingId: $bookingId, teamMemberId: $teamMemberId, expectedVersion: $expectedVersion) {\n      id\n      ...BookingAssignment_booking\n      actionLog {\n        id\n        ...ActionLog_action\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReassignBooking($bookingId: ID!, $teamMemberId: ID!, $expectedVersion: Int) {\n    reassignBooking(bookingId: $bookingId, teamMemberId: $teamMemberId, expectedVersion: $expectedVersion) {\n      id\n      ...BookingAssignment_booking\n      actionLog {\n        id\n        ...ActionLog_action\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MobileMoneyRequestList_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    paymentType\n    amount\n    status\n    failureMessage\n    transactionId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MobileMoneyRequestList_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    paymentType\n    amount\n    status\n    failureMessage\n    transactionId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentProofList_payment on BookingPayment {\n    id\n    paymentType\n    senderName\n    transactionNumber\n    amount\n    paymentMethod\n    proofUrl\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PaymentProofList_payment on BookingPayment {\n    id\n    paymentType\n    senderName\n    transactionNumber\n    amount\n    paymentMethod\n    proofUrl\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundList_refund on Refund {\n    id\n    amount\n    reason\n    status\n    createdAt\n    ...RefundStanding_refund\n  }\n"): (typeof documents)["\n  fragment RefundList_refund on Refund {\n    id\n    amount\n    reason\n    status\n    createdAt\n    ...RefundStanding_refund\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestAmounts_booking on Booking {\n    listPrice\n    customerPrice\n    discountAmount\n    promoCode\n    fullPaymentAmount\n    depositAmount\n    depositSource\n    platformFee\n    providerReceives\n    paymentMethod\n    amountPaid\n    balanceDue\n  }\n"): (typeof documents)["\n  fragment RequestAmounts_booking on Booking {\n    listPrice\n    customerPrice\n    discountAmount\n    promoCode\n    fullPaymentAmount\n    depositAmount\n    depositSource\n    platformFee\n    providerReceives\n    paymentMethod\n    amountPaid\n    balanceDue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestDetailPage_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    tab\n    allowedActions\n    paymentLabel\n    bookingChannel\n    cancelReason\n    cancelledAt\n    cancelledBy\n    confirmedAt\n    completedAt\n    createdAt\n    providerType\n    service {\n      id\n      serviceName\n      providerName\n      businessName\n      category {\n        id\n        name\n      }\n    }\n    package {\n      id\n      description\n    }\n    customer {\n      id\n      name\n      email\n      phone\n      area {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      status\n      ...PaymentProofList_payment\n    }\n    mobileMoneyPayments {\n      id\n      ...MobileMoneyRequestList_payment\n    }\n    refunds {\n      id\n      ...RefundList_refund\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequestList_request\n    }\n    review {\n      id\n      ...ReviewSummary_review\n    }\n    actionLog {\n      id\n      ...ActionLog_action\n    }\n    ...BookingActions_booking\n    ...RequestAmounts_booking\n    ...BookingAssignment_booking\n  }\n"): (typeof documents)["\n  fragment RequestDetailPage_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    tab\n    allowedActions\n    paymentLabel\n    bookingChannel\n    cancelReason\n    cancelledAt\n    cancelledBy\n    confirmedAt\n    completedAt\n    createdAt\n    providerType\n    service {\n      id\n      serviceName\n      providerName\n      businessName\n      category {\n        id\n        name\n      }\n    }\n    package {\n      id\n      description\n    }\n    customer {\n      id\n      name\n      email\n      phone\n      area {\n        id\n        name\n      }\n      city {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      status\n      ...PaymentProofList_payment\n    }\n    mobileMoneyPayments {\n      id\n      ...MobileMoneyRequestList_payment\n    }\n    refunds {\n      id\n      ...RefundList_refund\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequestList_request\n    }\n    review {\n      id\n      ...ReviewSummary_review\n    }\n    actionLog {\n      id\n      ...ActionLog_action\n    }\n    ...BookingActions_booking\n    ...RequestAmounts_booking\n    ...BookingAssignment_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestPage($id: ID!) {\n    booking(id: $id) {\n      id\n      ...RequestDetailPage_booking\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestPage($id: ID!) {\n    booking(id: $id) {\n      id\n      ...RequestDetailPage_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminRequestLive($id: ID!) {\n    bookingChanged(bookingId: $id) {\n      kind\n      booking {\n        id\n        ...RequestDetailPage_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminRequestLive($id: ID!) {\n    bookingChanged(bookingId: $id) {\n      kind\n      booking {\n        id\n        ...RequestDetailPage_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRequestsPage($filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: REQUESTS, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminRequestsPage($filter: ServiceFilter!, $orderBy: BookingOrder!, $after: String) {\n    adminBookings(tab: REQUESTS, filter: $filter, orderBy: $orderBy, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...BookingsTable_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RescheduleRequestList_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    outcome\n    createdAt\n    answeredAt\n  }\n"): (typeof documents)["\n  fragment RescheduleRequestList_request on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    isCustomerRequest\n    outcome\n    createdAt\n    answeredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewSummary_review on Review {\n    id\n    rating\n    review\n    imageUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ReviewSummary_review on Review {\n    id\n    rating\n    review\n    imageUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackagesTable_package on Package {\n    id\n    name\n    description\n    price\n    customerPrice\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n"): (typeof documents)["\n  fragment PackagesTable_package on Package {\n    id\n    name\n    description\n    price\n    customerPrice\n    isMandatory\n    depositType\n    depositValue\n    imageUrl\n    durationMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      version\n      serviceName\n      description\n      image\n      gallery\n      status\n      allowedActions\n      isInternal\n      providerName\n      businessName\n      commissionType\n      commissionRate\n      isMarkup\n      ...ServiceFacts_service\n      ...ServiceForm_service\n      ...ServicePackages_service\n    }\n  }\n"): (typeof documents)["\n  query AdminServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      version\n      serviceName\n      description\n      image\n      gallery\n      status\n      allowedActions\n      isInternal\n      providerName\n      businessName\n      commissionType\n      commissionRate\n      isMarkup\n      ...ServiceFacts_service\n      ...ServiceForm_service\n      ...ServicePackages_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n    }\n  }\n"): (typeof documents)["\n  mutation UploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n    }\n  }\n"): (typeof documents)["\n  mutation UploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveServiceGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveServiceGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceForm_category on Category {\n    id\n    name\n    active\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceForm_category on Category {\n    id\n    name\n    active\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n    defaultPackages {\n      ...PackagesEditor_template\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceForm_city on City {\n    id\n    name\n    active\n    areas {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceForm_city on City {\n    id\n    name\n    active\n    areas {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceForm_service on Service {\n    id\n    serviceName\n    description\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    commissionType\n    commissionRate\n    activeAffiliate\n    affiliateRate\n    onPromo\n    discountPercentage\n    isMarkup\n    recommended\n    featured\n    active\n    bufferMinutes\n  }\n"): (typeof documents)["\n  fragment ServiceForm_service on Service {\n    id\n    serviceName\n    description\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    commissionType\n    commissionRate\n    activeAffiliate\n    affiliateRate\n    onPromo\n    discountPercentage\n    isMarkup\n    recommended\n    featured\n    active\n    bufferMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicePackages_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n      ...PackagesTable_package\n    }\n  }\n"): (typeof documents)["\n  fragment ServicePackages_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n      ...PackagesTable_package\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        priceRange {\n          min\n          max\n        }\n        ...ServicePackages_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        priceRange {\n          min\n          max\n        }\n        ...ServicePackages_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n"): (typeof documents)["\n  mutation UploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServicesPage($filter: ServiceFilter!, $after: String) {\n    adminServices(filter: $filter, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          version\n          serviceName\n          ...ServicesTable_service\n          ...ServiceForm_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminServicesPage($filter: ServiceFilter!, $after: String) {\n    adminServices(filter: $filter, first: 25, after: $after) {\n      edges {\n        node {\n          id\n          version\n          serviceName\n          ...ServicesTable_service\n          ...ServiceForm_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateService($input: ServiceInput!, $packages: [PackageInput!]!) {\n    createService(input: $input, packages: $packages) {\n      id\n      serviceName\n      ...ServicesTable_service\n    }\n  }\n"): (typeof documents)["\n  mutation CreateService($input: ServiceInput!, $packages: [PackageInput!]!) {\n    createService(input: $input, packages: $packages) {\n      id\n      serviceName\n      ...ServicesTable_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateService($id: ID!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      serviceName\n      ...ServicesTable_service\n      ...ServiceForm_service\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateService($id: ID!, $input: ServiceInput!, $expectedVersion: Int) {\n    updateService(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      serviceName\n      ...ServicesTable_service\n      ...ServiceForm_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetServiceApproval($id: ID!, $approved: Boolean!) {\n    setServiceApproval(id: $id, approved: $approved) {\n      id\n      status\n      isApproved\n      allowedActions\n    }\n  }\n"): (typeof documents)["\n  mutation SetServiceApproval($id: ID!, $approved: Boolean!) {\n    setServiceApproval(id: $id, approved: $approved) {\n      id\n      status\n      isApproved\n      allowedActions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicesTable_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    isInternal\n    providerName\n    businessName\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment ServicesTable_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    isInternal\n    providerName\n    businessName\n    category {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvitesSection($after: String) {\n    adminInvites(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          codeHint\n          status\n          createdAt\n          expiresAt\n          usedAt\n          revokedAt\n          createdBy {\n            id\n            name\n          }\n          usedBy {\n            id\n            name\n            email\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInvitesSection($after: String) {\n    adminInvites(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          codeHint\n          status\n          createdAt\n          expiresAt\n          usedAt\n          revokedAt\n          createdBy {\n            id\n            name\n          }\n          usedBy {\n            id\n            name\n            email\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminInvite {\n    createAdminInvite {\n      code\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdminInvite {\n    createAdminInvite {\n      code\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(id: $id) {\n      id\n      status\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsForm_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    contactPhone\n    whatsappNumber\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    adminEmails\n    remindUnpaidAfterHours\n    expireUnpaidAfterHours\n    depositKeptWithinHours\n    checkMobileMoneyPayments\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SettingsForm_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    contactPhone\n    whatsappNumber\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    adminEmails\n    remindUnpaidAfterHours\n    expireUnpaidAfterHours\n    depositKeptWithinHours\n    checkMobileMoneyPayments\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSettingsPage {\n    paymentInstructions {\n      version\n      ...SettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query AdminSettingsPage {\n    paymentInstructions {\n      version\n      ...SettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!, $expectedVersion: Int) {\n    updatePlatformSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlatformSettings($input: PlatformSettingsInput!, $expectedVersion: Int) {\n    updatePlatformSettings(input: $input, expectedVersion: $expectedVersion) {\n      version\n      ...SettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateUser($id: ID!) {\n    reactivateUser(id: $id) {\n      id\n      version\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryOptions($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_category\n          ...InternalProviderForm_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryOptions($after: String) {\n    allCategories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_category\n          ...InternalProviderForm_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCityOptions($after: String) {\n    allCities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_city\n          ...InternalProviderForm_city\n          ...AreasSection_city\n          ...TeamDayPage_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCityOptions($after: String) {\n    allCities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceForm_city\n          ...InternalProviderForm_city\n          ...AreasSection_city\n          ...TeamDayPage_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamDayPage($date: String!, $cityId: ID) {\n    teamDay(date: $date, cityId: $cityId) {\n      member {\n        id\n      }\n      jobs {\n        booking {\n          id\n        }\n      }\n      ...TeamDaySchedule_day\n    }\n  }\n"): (typeof documents)["\n  query TeamDayPage($date: String!, $cityId: ID) {\n    teamDay(date: $date, cityId: $cityId) {\n      member {\n        id\n      }\n      jobs {\n        booking {\n          id\n        }\n      }\n      ...TeamDaySchedule_day\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TeamDayLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TeamDayLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamDayPage_city on City {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment TeamDayPage_city on City {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamDaySchedule_day on TeamMemberDay {\n    member {\n      id\n      name\n    }\n    hours {\n      start\n      end\n    }\n    jobs {\n      start\n      end\n      booking {\n        id\n        reference\n        packageName\n        status\n        statusLabel\n        tab\n        service {\n          id\n          serviceName\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TeamDaySchedule_day on TeamMemberDay {\n    member {\n      id\n      name\n    }\n    hours {\n      start\n      end\n    }\n    jobs {\n      start\n      end\n      booking {\n        id\n        reference\n        packageName\n        status\n        statusLabel\n        tab\n        service {\n          id\n          serviceName\n        }\n        customer {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TextStanding_text on Text {\n    id\n    status\n    failureReason\n    lastAnswer\n    handledAs\n    handledByName\n  }\n"): (typeof documents)["\n  fragment TextStanding_text on Text {\n    id\n    status\n    failureReason\n    lastAnswer\n    handledAs\n    handledByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TextsPage($status: TextStatus, $after: String) {\n    texts(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          to\n          kind\n          status\n          tries\n          bookingReference\n          createdAt\n          ...TextStanding_text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query TextsPage($status: TextStatus, $after: String) {\n    texts(status: $status, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          to\n          kind\n          status\n          tries\n          bookingReference\n          createdAt\n          ...TextStanding_text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendText($id: ID!) {\n    resendText(id: $id) {\n      id\n      status\n      tries\n      ...TextStanding_text\n    }\n  }\n"): (typeof documents)["\n  mutation ResendText($id: ID!) {\n    resendText(id: $id) {\n      id\n      status\n      tries\n      ...TextStanding_text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissText($id: ID!) {\n    dismissText(id: $id) {\n      id\n      status\n      ...TextStanding_text\n    }\n  }\n"): (typeof documents)["\n  mutation DismissText($id: ID!) {\n    dismissText(id: $id) {\n      id\n      status\n      ...TextStanding_text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      email\n    }\n  }\n"): (typeof documents)["\n  query PasswordLink($token: String!) {\n    passwordLink(token: $token) {\n      purpose\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignupPage($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SignupPage($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpProvider($input: ProviderSignUpInput!) {\n    signUpProvider(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUpAdmin($input: AdminSignUpInput!) {\n    signUpAdmin(input: $input) {\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountPage {\n    me {\n      id\n      name\n      email\n      phone\n      nrc\n      role\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliatesPage {\n    me {\n      id\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n"): (typeof documents)["\n  query AffiliatesPage {\n    me {\n      id\n      earnings {\n        ...EarningsSummary_earnings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPromoCodes($after: String) {\n    me {\n      ...PromoCodesTable_user\n    }\n  }\n"): (typeof documents)["\n  query MyPromoCodes($after: String) {\n    me {\n      ...PromoCodesTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCommissions($after: String) {\n    me {\n      ...CommissionsTable_user\n    }\n  }\n"): (typeof documents)["\n  query MyCommissions($after: String) {\n    me {\n      ...CommissionsTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayouts($after: String) {\n    me {\n      ...PayoutsTable_user\n    }\n  }\n"): (typeof documents)["\n  query MyPayouts($after: String) {\n    me {\n      ...PayoutsTable_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuote($serviceId: ID!, $packageName: String!, $promoCode: String) {\n    bookingQuote(serviceId: $serviceId, packageName: $packageName, promoCode: $promoCode) {\n      depositAmount\n      balanceAfterDeposit\n      ...PriceBreakdown_quote\n    }\n  }\n"): (typeof documents)["\n  query BookingQuote($serviceId: ID!, $packageName: String!, $promoCode: String) {\n    bookingQuote(serviceId: $serviceId, packageName: $packageName, promoCode: $promoCode) {\n      depositAmount\n      balanceAfterDeposit\n      ...PriceBreakdown_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromoCodeCheck($serviceId: ID!, $codeName: String!) {\n    validatePromoCode(serviceId: $serviceId, codeName: $codeName) {\n      isValid\n      discount\n      message\n    }\n  }\n"): (typeof documents)["\n  query PromoCodeCheck($serviceId: ID!, $codeName: String!) {\n    validatePromoCode(serviceId: $serviceId, codeName: $codeName) {\n      isValid\n      discount\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingFreeTimes($serviceId: ID!, $packageName: String!, $from: String, $days: Int!) {\n    freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: $days) {\n      ...FreeTimePicker_freeTimes\n    }\n  }\n"): (typeof documents)["\n  query BookingFreeTimes($serviceId: ID!, $packageName: String!, $from: String, $days: Int!) {\n    freeTimes(serviceId: $serviceId, packageName: $packageName, from: $from, days: $days) {\n      ...FreeTimePicker_freeTimes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      reference\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      reference\n      status\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PriceBreakdown_quote on BookingQuote {\n    customerPrice\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    balanceAfterDeposit\n    promo {\n      isValid\n      discount\n    }\n  }\n"): (typeof documents)["\n  fragment PriceBreakdown_quote on BookingQuote {\n    customerPrice\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    balanceAfterDeposit\n    promo {\n      isValid\n      discount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndBooking($bookingId: ID!, $input: EndBookingInput!) {\n    endBooking(bookingId: $bookingId, input: $input) {\n      id\n      allowedActions\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  mutation EndBooking($bookingId: ID!, $input: EndBookingInput!) {\n    endBooking(bookingId: $bookingId, input: $input) {\n      id\n      allowedActions\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyBookingCard_booking on Booking {\n    id\n    reference\n    allowedActions\n    unreadMessages\n    packageName\n    date\n    time\n    fullPaymentAmount\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...CancelModal_booking\n    ...YourProfessional_booking\n  }\n"): (typeof documents)["\n  fragment MyBookingCard_booking on Booking {\n    id\n    reference\n    allowedActions\n    unreadMessages\n    packageName\n    date\n    time\n    fullPaymentAmount\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...CancelModal_booking\n    ...YourProfessional_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookingsPage($tab: BookingTab!, $after: String) {\n    paymentInstructions {\n      ...CancelModal_settings\n    }\n    myBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...MyBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query MyBookingsPage($tab: BookingTab!, $after: String) {\n    paymentInstructions {\n      ...CancelModal_settings\n    }\n    myBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...MyBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...MyBookingCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MyBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...MyBookingCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment YourProfessional_booking on Booking {\n    id\n    assignedTeamMember {\n      name\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment YourProfessional_booking on Booking {\n    id\n    assignedTeamMember {\n      name\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CategoryPills_categories on Category {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    categories(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    categories(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    cities(first: 100) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMoreCategories($after: String) {\n    categories(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeMoreCategories($after: String) {\n    categories(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...CategoryPills_categories\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMoreCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeMoreCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          ...ServiceSearch_cities\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeMoreServices(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeMoreServices(\n    $categoryId: ID\n    $cityId: ID\n    $areaId: ID\n    $search: String\n    $orderBy: ServiceOrder\n    $minRating: Int\n    $first: Int!\n    $after: String\n  ) {\n    services(\n      first: $first\n      after: $after\n      categoryId: $categoryId\n      cityId: $cityId\n      areaId: $areaId\n      search: $search\n      orderBy: $orderBy\n      minRating: $minRating\n    ) {\n      edges {\n        node {\n          id\n          ...ServiceCard_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    thumbnail\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    ratingAverage\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on Service {\n    id\n    serviceName\n    thumbnail\n    onPromo\n    discountPercentage\n    category {\n      id\n      name\n    }\n    city {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    ratingAverage\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceSearch_cities on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceSearch_cities on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayByMobileMoney($bookingId: ID!, $input: PayByMobileMoneyInput!) {\n    payByMobileMoney(bookingId: $bookingId, input: $input) {\n      id\n      ...MobileMoneyProgress_payment\n    }\n  }\n"): (typeof documents)["\n  mutation PayByMobileMoney($bookingId: ID!, $input: PayByMobileMoneyInput!) {\n    payByMobileMoney(bookingId: $bookingId, input: $input) {\n      id\n      ...MobileMoneyProgress_payment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MobileMoneyProgress_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    amount\n    status\n    failureMessage\n    booking {\n      id\n      reference\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment MobileMoneyProgress_payment on MobileMoneyPayment {\n    id\n    network\n    phoneNumber\n    amount\n    status\n    failureMessage\n    booking {\n      id\n      reference\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MobileMoneyProgress($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on MobileMoneyPayment {\n        ...MobileMoneyProgress_payment\n      }\n    }\n  }\n"): (typeof documents)["\n  query MobileMoneyProgress($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on MobileMoneyPayment {\n        ...MobileMoneyProgress_payment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MobileMoneyProgressLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MobileMoneyProgressLive {\n    bookingChanged {\n      kind\n      booking {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextStepPanel_booking on Booking {\n    id\n    reference\n    status\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    mobileMoneyPayments {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment NextStepPanel_booking on Booking {\n    id\n    reference\n    status\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    mobileMoneyPayments {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NextStepPanel_settings on PlatformSettings {\n    ...PaymentInstructions_settings\n    ...ContactLinks_settings\n  }\n"): (typeof documents)["\n  fragment NextStepPanel_settings on PlatformSettings {\n    ...PaymentInstructions_settings\n    ...ContactLinks_settings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentInstructions_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    ...ContactLinks_settings\n  }\n"): (typeof documents)["\n  fragment PaymentInstructions_settings on PlatformSettings {\n    airtelMoneyNumber\n    airtelMoneyName\n    momoNumber\n    momoName\n    bankName\n    bankBranch\n    bankAccountName\n    bankAccountNumber\n    ...ContactLinks_settings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPaymentProof($bookingId: ID!, $input: PaymentProofInput!) {\n    submitPaymentProof(bookingId: $bookingId, input: $input) {\n      id\n      ...RequestCard_booking\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPaymentProof($bookingId: ID!, $input: PaymentProofInput!) {\n    submitPaymentProof(bookingId: $bookingId, input: $input) {\n      id\n      ...RequestCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    unreadMessages\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...NextStepPanel_booking\n    ...CancelModal_booking\n  }\n"): (typeof documents)["\n  fragment RequestCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    allowedActions\n    depositAmount\n    fullPaymentAmount\n    unreadMessages\n    rescheduleRequests {\n      id\n      outcome\n    }\n    ...BookingCard_booking\n    ...NextStepPanel_booking\n    ...CancelModal_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestCard_settings on PlatformSettings {\n    ...NextStepPanel_settings\n    ...CancelModal_settings\n  }\n"): (typeof documents)["\n  fragment RequestCard_settings on PlatformSettings {\n    ...NextStepPanel_settings\n    ...CancelModal_settings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestsPage($after: String) {\n    me {\n      id\n      name\n      phone\n    }\n    mobileMoneyNetworks\n    paymentInstructions {\n      ...RequestCard_settings\n    }\n    myRequests(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...RequestCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query RequestsPage($after: String) {\n    me {\n      id\n      name\n      phone\n    }\n    mobileMoneyNetworks\n    paymentInstructions {\n      ...RequestCard_settings\n    }\n    myRequests(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...RequestCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RequestsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...RequestCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription RequestsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...RequestCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n"): (typeof documents)["\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    customerPrice\n    depositType\n    depositValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      ratingAverage\n      reviewCount\n      ...ServiceFacts_service\n      ...ServiceReviews_service\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      image\n      gallery\n      isInternal\n      providerName\n      businessName\n      mobileService\n      onPromo\n      discountPercentage\n      ratingAverage\n      reviewCount\n      ...ServiceFacts_service\n      ...ServiceReviews_service\n      packages {\n        id\n        ...PackageCard_package\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceReviews_service on Service {\n    id\n    ratingAverage\n    reviewCount\n    reviews(first: 10) {\n      edges {\n        node {\n          id\n          rating\n          review\n          createdAt\n          answer\n          answeredAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceReviews_service on Service {\n    id\n    ratingAverage\n    reviewCount\n    reviews(first: 10) {\n      edges {\n        node {\n          id\n          rating\n          review\n          createdAt\n          answer\n          answeredAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    promoCode\n    paymentMethod\n    amountPaid\n    balanceDue\n    cancelReason\n    cancelledAt\n    completedAt\n    service {\n      id\n      serviceName\n      image\n      category {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...PaymentProofs_payments\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequests_requests\n    }\n    review {\n      id\n      ...BookingReview_review\n    }\n    ...RefundNotes_booking\n  }\n"): (typeof documents)["\n  fragment BookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    discountAmount\n    fullPaymentAmount\n    depositAmount\n    promoCode\n    paymentMethod\n    amountPaid\n    balanceDue\n    cancelReason\n    cancelledAt\n    completedAt\n    service {\n      id\n      serviceName\n      image\n      category {\n        id\n        name\n      }\n    }\n    payments {\n      id\n      ...PaymentProofs_payments\n    }\n    rescheduleRequests {\n      id\n      ...RescheduleRequests_requests\n    }\n    review {\n      id\n      ...BookingReview_review\n    }\n    ...RefundNotes_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingReview_review on Review {\n    id\n    rating\n    review\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment BookingReview_review on Review {\n    id\n    rating\n    review\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBookingRequest($bookingId: ID!, $reason: String) {\n    cancelBookingRequest(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBookingRequest($bookingId: ID!, $reason: String) {\n    cancelBookingRequest(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelConfirmedBooking($bookingId: ID!, $reason: String) {\n    cancelConfirmedBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelConfirmedBooking($bookingId: ID!, $reason: String) {\n    cancelConfirmedBooking(bookingId: $bookingId, reason: $reason) {\n      id\n      status\n      allowedActions\n      statusLabel\n      cancelReason\n      cancelledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancelModal_booking on Booking {\n    id\n    reference\n    packageName\n    depositAmount\n    fullPaymentAmount\n    service {\n      id\n      serviceName\n    }\n    payments {\n      id\n      paymentType\n      paymentMethod\n      transactionNumber\n    }\n  }\n"): (typeof documents)["\n  fragment CancelModal_booking on Booking {\n    id\n    reference\n    packageName\n    depositAmount\n    fullPaymentAmount\n    service {\n      id\n      serviceName\n    }\n    payments {\n      id\n      paymentType\n      paymentMethod\n      transactionNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CancelModal_settings on PlatformSettings {\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    ...ContactLinks_settings\n  }\n"): (typeof documents)["\n  fragment CancelModal_settings on PlatformSettings {\n    requestCancellationPolicy\n    bookingCancellationPolicy\n    ...ContactLinks_settings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FreeTimePicker_freeTimes on FreeTimes {\n    days {\n      date\n      status\n      times\n    }\n    nextFreeDate\n  }\n"): (typeof documents)["\n  fragment FreeTimePicker_freeTimes on FreeTimes {\n    days {\n      date\n      status\n      times\n    }\n    nextFreeDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentProofs_payments on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    senderName\n    transactionNumber\n    amount\n    proofUrl\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PaymentProofs_payments on BookingPayment {\n    id\n    paymentType\n    paymentMethod\n    senderName\n    transactionNumber\n    amount\n    proofUrl\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundNotes_booking on Booking {\n    id\n    refunds {\n      id\n      amount\n      status\n      network\n      settledAt\n    }\n    payments {\n      id\n      paymentMethod\n      senderName\n      proofUrl\n    }\n  }\n"): (typeof documents)["\n  fragment RefundNotes_booking on Booking {\n    id\n    refunds {\n      id\n      amount\n      status\n      network\n      settledAt\n    }\n    payments {\n      id\n      paymentMethod\n      senderName\n      proofUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RescheduleTimes($bookingId: ID!, $from: String, $days: Int!) {\n    booking(id: $bookingId) {\n      id\n      rescheduleTimes(from: $from, days: $days) {\n        ...FreeTimePicker_freeTimes\n      }\n    }\n  }\n"): (typeof documents)["\n  query RescheduleTimes($bookingId: ID!, $from: String, $days: Int!) {\n    booking(id: $bookingId) {\n      id\n      rescheduleTimes(from: $from, days: $days) {\n        ...FreeTimePicker_freeTimes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReschedule($bookingId: ID!, $input: RescheduleInput!) {\n    requestReschedule(bookingId: $bookingId, input: $input) {\n      id\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  mutation RequestReschedule($bookingId: ID!, $input: RescheduleInput!) {\n    requestReschedule(bookingId: $bookingId, input: $input) {\n      id\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RescheduleRequests_requests on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    outcome\n    createdAt\n    answeredAt\n  }\n"): (typeof documents)["\n  fragment RescheduleRequests_requests on RescheduleRequest {\n    id\n    suggestedDate\n    suggestedTimes\n    reason\n    outcome\n    createdAt\n    answeredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderHomePage {\n    me {\n      id\n      name\n      businessName\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      ...ServiceStatusSummary_services\n    }\n  }\n"): (typeof documents)["\n  query ProviderHomePage {\n    me {\n      id\n      name\n      businessName\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      ...ServiceStatusSummary_services\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderBookingsPage($tab: BookingTab!, $after: String) {\n    providerBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...ProviderBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ProviderBookingsPage($tab: BookingTab!, $after: String) {\n    providerBookings(tab: $tab, first: 20, after: $after) {\n      edges {\n        node {\n          id\n          createdAt\n          ...ProviderBookingCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProviderBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...ProviderBookingCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ProviderBookingsLive {\n    bookingChanged {\n      ...LiveBookings_change\n      booking {\n        id\n        ...ProviderBookingCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderBookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    allowedActions\n    unreadMessages\n    paymentLabel\n    fullPaymentAmount\n    depositAmount\n    platformFee\n    providerReceives\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n    rescheduleRequests {\n      id\n      suggestedDate\n      suggestedTimes\n      reason\n      isCustomerRequest\n      outcome\n    }\n  }\n"): (typeof documents)["\n  fragment ProviderBookingCard_booking on Booking {\n    id\n    reference\n    packageName\n    date\n    time\n    customerNote\n    status\n    statusLabel\n    allowedActions\n    unreadMessages\n    paymentLabel\n    fullPaymentAmount\n    depositAmount\n    platformFee\n    providerReceives\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n      phone\n      city {\n        id\n        name\n      }\n      area {\n        id\n        name\n      }\n    }\n    rescheduleRequests {\n      id\n      suggestedDate\n      suggestedTimes\n      reason\n      isCustomerRequest\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderAnswerReschedule($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      date\n      time\n      status\n      statusLabel\n      allowedActions\n      rescheduleRequests {\n        id\n        outcome\n        isAccepted\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderAnswerReschedule($requestId: ID!, $accept: Boolean!) {\n    answerRescheduleRequest(requestId: $requestId, accept: $accept) {\n      id\n      date\n      time\n      status\n      statusLabel\n      allowedActions\n      rescheduleRequests {\n        id\n        outcome\n        isAccepted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderEarningsPage {\n    myBalance {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n"): (typeof documents)["\n  query ProviderEarningsPage {\n    myBalance {\n      ...ProviderBalanceSummary_balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderEarningsList($after: String) {\n    myEarnings(first: 20, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n"): (typeof documents)["\n  query ProviderEarningsList($after: String) {\n    myEarnings(first: 20, after: $after) {\n      ...ProviderEarningsTable_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderPayoutsList($after: String) {\n    myPayouts(first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n"): (typeof documents)["\n  query ProviderPayoutsList($after: String) {\n    myPayouts(first: 10, after: $after) {\n      ...PayoutsTable_connection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderOverviewPage {\n    me {\n      id\n      phone\n      nrc\n      city {\n        id\n      }\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      edges {\n        node {\n          id\n          serviceName\n          status\n          updatedAt\n        }\n      }\n      ...ServiceStatusSummary_services\n    }\n    requests: providerBookings(tab: REQUESTS, first: 20) {\n      totalCount\n    }\n    confirmed: providerBookings(tab: CONFIRMED, first: 20) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ProviderOverviewPage {\n    me {\n      id\n      phone\n      nrc\n      city {\n        id\n      }\n      ...VerificationCard_me\n    }\n    myServices(first: 100) {\n      edges {\n        node {\n          id\n          serviceName\n          status\n          updatedAt\n        }\n      }\n      ...ServiceStatusSummary_services\n    }\n    requests: providerBookings(tab: REQUESTS, first: 20) {\n      totalCount\n    }\n    confirmed: providerBookings(tab: CONFIRMED, first: 20) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceStatusSummary_services on ServiceConnection {\n    totalCount\n    edges {\n      node {\n        id\n        status\n        isListed\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceStatusSummary_services on ServiceConnection {\n    totalCount\n    edges {\n      node {\n        id\n        status\n        isListed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerificationCard_me on User {\n    id\n    verified\n    isApproved\n  }\n"): (typeof documents)["\n  fragment VerificationCard_me on User {\n    id\n    verified\n    isApproved\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    phone\n    gender\n    nrc\n    verified\n    isApproved\n    isCompany\n    companyName\n    businessName\n    city {\n      id\n    }\n    area {\n      id\n    }\n    providerRating {\n      average\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileForm_me on User {\n    id\n    name\n    email\n    phone\n    gender\n    nrc\n    verified\n    isApproved\n    isCompany\n    companyName\n    businessName\n    city {\n      id\n    }\n    area {\n      id\n    }\n    providerRating {\n      average\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderProfilePage($after: String) {\n    me {\n      id\n      ...ProfileForm_me\n    }\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderProfilePage($after: String) {\n    me {\n      id\n      ...ProfileForm_me\n    }\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          ...CityAreaSelects_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderUpdateProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...ProfileForm_me\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderUpdateProfile($input: ProfileInput!) {\n    updateMyProfile(input: $input) {\n      id\n      ...ProfileForm_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateCustomer($bookingId: ID!, $rating: Int!, $note: String) {\n    rateCustomer(bookingId: $bookingId, rating: $rating, note: $note) {\n      id\n      customerRating {\n        id\n        rating\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateCustomer($bookingId: ID!, $rating: Int!, $note: String) {\n    rateCustomer(bookingId: $bookingId, rating: $rating, note: $note) {\n      id\n      customerRating {\n        id\n        rating\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderReviewCard_booking on Booking {\n    id\n    packageName\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n    }\n    review {\n      id\n      rating\n      review\n      imageUrl\n      createdAt\n      answer\n    }\n    customerRating {\n      id\n      rating\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment ProviderReviewCard_booking on Booking {\n    id\n    packageName\n    service {\n      id\n      serviceName\n    }\n    customer {\n      id\n      name\n    }\n    review {\n      id\n      rating\n      review\n      imageUrl\n      createdAt\n      answer\n    }\n    customerRating {\n      id\n      rating\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerReview($reviewId: ID!, $answer: String!) {\n    answerReview(reviewId: $reviewId, answer: $answer) {\n      id\n      answer\n      answeredAt\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerReview($reviewId: ID!, $answer: String!) {\n    answerReview(reviewId: $reviewId, answer: $answer) {\n      id\n      answer\n      answeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderReviewsPage($after: String) {\n    me {\n      id\n      providerRating {\n        average\n        count\n      }\n    }\n    providerBookings(tab: COMPLETED, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          review {\n            id\n          }\n          ...ProviderReviewCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderReviewsPage($after: String) {\n    me {\n      id\n      providerRating {\n        average\n        count\n      }\n    }\n    providerBookings(tab: COMPLETED, first: 50, after: $after) {\n      edges {\n        node {\n          id\n          review {\n            id\n          }\n          ...ProviderReviewCard_booking\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderAddServicePage {\n    me {\n      id\n      verified\n      phone\n      businessName\n      companyName\n      city {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderAddServicePage {\n    me {\n      id\n      verified\n      phone\n      businessName\n      companyName\n      city {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyService($input: ProviderServiceInput!) {\n    createMyService(input: $input) {\n      id\n      status\n      ...ServiceListItem_service\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMyService($input: ProviderServiceInput!) {\n    createMyService(input: $input) {\n      id\n      status\n      ...ServiceListItem_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageSummaryCard_package on Package {\n    id\n    name\n    description\n    isMandatory\n    imageUrl\n    price\n    customerPrice\n    depositType\n    depositValue\n    durationMinutes\n  }\n"): (typeof documents)["\n  fragment PackageSummaryCard_package on Package {\n    id\n    name\n    description\n    isMandatory\n    imageUrl\n    price\n    customerPrice\n    depositType\n    depositValue\n    durationMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      status\n      allowedActions\n      isListed\n      isInternal\n      image\n      gallery\n      mobileService\n      phone\n      businessName\n      serviceLocations\n      commissionType\n      commissionRate\n      isMarkup\n      updatedAt\n      ...ServiceFacts_service\n      packages {\n        id\n        ...PackageSummaryCard_package\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProviderServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      description\n      status\n      allowedActions\n      isListed\n      isInternal\n      image\n      gallery\n      mobileService\n      phone\n      businessName\n      serviceLocations\n      commissionType\n      commissionRate\n      isMarkup\n      updatedAt\n      ...ServiceFacts_service\n      packages {\n        id\n        ...PackageSummaryCard_package\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceInfoFields_category on Category {\n    id\n    name\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceInfoFields_category on Category {\n    id\n    name\n    isSubcategory\n    suggestedServiceName\n    defaultDescription\n    subcategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceInfoFields_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceInfoFields_city on City {\n    id\n    name\n    areas {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceListItem_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    image\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    packages {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ServiceListItem_service on Service {\n    id\n    serviceName\n    status\n    allowedActions\n    image\n    category {\n      id\n      name\n    }\n    subcategory {\n      id\n      name\n    }\n    priceRange {\n      min\n      max\n    }\n    packages {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderServicesPage($after: String) {\n    me {\n      id\n      verified\n      isApproved\n    }\n    myServices(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceListItem_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query ProviderServicesPage($after: String) {\n    me {\n      id\n      verified\n      isApproved\n    }\n    myServices(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          ...ServiceListItem_service\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderEditServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      status\n      isInternal\n      category {\n        id\n        ...ServiceInfoFields_category\n      }\n      city {\n        id\n        ...ServiceInfoFields_city\n      }\n      ...InfoTab_service\n      ...PackagesTab_service\n      ...MediaTab_service\n    }\n  }\n"): (typeof documents)["\n  query ProviderEditServicePage($id: ID!) {\n    service(id: $id) {\n      id\n      serviceName\n      status\n      isInternal\n      category {\n        id\n        ...ServiceInfoFields_category\n      }\n      city {\n        id\n        ...ServiceInfoFields_city\n      }\n      ...InfoTab_service\n      ...PackagesTab_service\n      ...MediaTab_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfoTab_service on Service {\n    id\n    version\n    serviceName\n    description\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    bufferMinutes\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment InfoTab_service on Service {\n    id\n    version\n    serviceName\n    description\n    serviceLocations\n    mobileService\n    phone\n    businessName\n    bufferMinutes\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    city {\n      id\n    }\n    areas {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderUpdateServiceInfo($id: ID!, $input: ServiceInfoInput!, $expectedVersion: Int) {\n    updateServiceInfo(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      status\n      updatedAt\n      ...ServiceFacts_service\n      ...InfoTab_service\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderUpdateServiceInfo($id: ID!, $input: ServiceInfoInput!, $expectedVersion: Int) {\n    updateServiceInfo(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      version\n      id\n      status\n      updatedAt\n      ...ServiceFacts_service\n      ...InfoTab_service\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaTab_service on Service {\n    id\n    serviceName\n    image\n    gallery\n    packages {\n      id\n      name\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  fragment MediaTab_service on Service {\n    id\n    serviceName\n    image\n    gallery\n    packages {\n      id\n      name\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderUploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderUploadServiceImage($serviceId: ID!, $file: Upload!) {\n    uploadServiceImage(serviceId: $serviceId, file: $file) {\n      id\n      image\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderUploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderUploadServiceGallery($serviceId: ID!, $files: [Upload!]!) {\n    uploadServiceGallery(serviceId: $serviceId, files: $files) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderUploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n"): (typeof documents)["\n  mutation ProviderUploadPackageImage($serviceId: ID!, $packageName: String!, $file: Upload!) {\n    uploadPackageImage(serviceId: $serviceId, packageName: $packageName, file: $file)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderRemoveGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderRemoveGalleryImage($serviceId: ID!, $url: String!) {\n    removeServiceGalleryImage(serviceId: $serviceId, url: $url) {\n      id\n      gallery\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackagesTab_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n    }\n  }\n"): (typeof documents)["\n  fragment PackagesTab_service on Service {\n    id\n    version\n    commissionType\n    commissionRate\n    isMarkup\n    packages {\n      id\n      ...PackagesEditor_package\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderSaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        updatedAt\n        priceRange {\n          min\n          max\n        }\n        packages {\n          id\n          ...PackageSummaryCard_package\n        }\n        ...PackagesTab_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProviderSaveServicePackages($serviceId: ID!, $packages: [PackageInput!]!, $expectedVersion: Int) {\n    saveServicePackages(serviceId: $serviceId, packages: $packages, expectedVersion: $expectedVersion) {\n      service {\n        version\n        id\n        updatedAt\n        priceRange {\n          min\n          max\n        }\n        packages {\n          id\n          ...PackageSummaryCard_package\n        }\n        ...PackagesTab_service\n      }\n      raisedDeposits {\n        packageName\n        deposit\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceInfoCategories($after: String) {\n    categories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          isSubcategory\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          defaultPackages {\n            name\n            ...PackagesEditor_template\n          }\n          subcategories {\n            id\n            name\n          }\n          ...ServiceInfoFields_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceInfoCategories($after: String) {\n    categories(first: 50, after: $after) {\n      edges {\n        node {\n          id\n          name\n          isSubcategory\n          commissionBased\n          commissionType\n          commissionValue\n          isMarkup\n          defaultPackages {\n            name\n            ...PackagesEditor_template\n          }\n          subcategories {\n            id\n            name\n          }\n          ...ServiceInfoFields_category\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceInfoCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n          ...ServiceInfoFields_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceInfoCities($after: String) {\n    cities(first: 100, after: $after) {\n      edges {\n        node {\n          id\n          name\n          areas {\n            id\n            name\n          }\n          ...ServiceInfoFields_city\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderSettingsPage {\n    me {\n      id\n      email\n      name\n      role\n      verified\n      isApproved\n      createdAt\n      ...WorkingHoursCards_me\n    }\n  }\n"): (typeof documents)["\n  query ProviderSettingsPage {\n    me {\n      id\n      email\n      name\n      role\n      verified\n      isApproved\n      createdAt\n      ...WorkingHoursCards_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkingHoursCards_me on User {\n    id\n    version\n    teamSize\n    workingHours {\n      ...WeeklyHoursEditor_day\n    }\n    workingHoursExceptions {\n      date\n      ...HoursExceptions_exception\n    }\n  }\n"): (typeof documents)["\n  fragment WorkingHoursCards_me on User {\n    id\n    version\n    teamSize\n    workingHours {\n      ...WeeklyHoursEditor_day\n    }\n    workingHoursExceptions {\n      date\n      ...HoursExceptions_exception\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyWorkingHours($input: MyWorkingHoursInput!, $expectedVersion: Int) {\n    setMyWorkingHours(input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...WorkingHoursCards_me\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyWorkingHours($input: MyWorkingHoursInput!, $expectedVersion: Int) {\n    setMyWorkingHours(input: $input, expectedVersion: $expectedVersion) {\n      id\n      version\n      ...WorkingHoursCards_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyHoursException($exception: WorkingHoursExceptionInput!) {\n    setMyHoursException(exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyHoursException($exception: WorkingHoursExceptionInput!) {\n    setMyHoursException(exception: $exception) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearMyHoursException($date: String!) {\n    clearMyHoursException(date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClearMyHoursException($date: String!) {\n    clearMyHoursException(date: $date) {\n      id\n      workingHoursExceptions {\n        date\n        ...HoursExceptions_exception\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveBookings_change on BookingChange {\n    kind\n    byYou\n    booking {\n      id\n      createdAt\n      date\n      time\n      tab\n    }\n  }\n"): (typeof documents)["\n  fragment LiveBookings_change on BookingChange {\n    kind\n    byYou\n    booking {\n      id\n      createdAt\n      date\n      time\n      tab\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    name\n    role\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    name\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;