/* The outgoing one-click upsells (contract: upstream/members/partners/partners.graphql). */

export const OUTGOING_UPSELL_ONECLICK = `mutation outgoingUpsellOneclick($input: OutgoingUpsellOneclickInput!) {
  result: outgoingUpsellOneclick(input: $input) {
    success redirectUrl redirectToConfirmationStep confirmationModal { title description component price { initial recurring } } } }`;

export const OUTGOING_UPSELL_ONECLICK_TRACKING = `mutation outgoingUpsellOneclickTracking($input: OutgoingUpsellOneclickTrackingInput!) {
  result: outgoingUpsellOneclickTracking(input: $input) { success redirectUrl } }`;
