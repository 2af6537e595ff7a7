import { adminActionRecordedV1 } from './admin.events';
import { contactMessageReceivedV1 } from './contact.events';
import {
  documentApprovedV1,
  documentDeletedV1,
  documentDownloadedV1,
  documentPriceChangedV1,
  documentProcessedV1,
  documentProcessingFailedV1,
  documentRejectedV1,
  documentSimilarityFlaggedV1,
  documentSubmittedV1,
  documentUploadsSwitchedV1,
} from './document.events';
import { EventRegistry, type DataOf } from './event-registry';
import { legalSubmissionReceivedV1 } from './legal.events';
import { notificationCreatedV1 } from './notification.events';
import { paperCreatedV1 } from './paper.events';
import { reportResolvedV1 } from './report.events';
import { scholarshipDeadlineApproachingV1 } from './scholarship.events';
import { homeworkQuestionPublishedV1, homeworkQuestionUnpublishedV1 } from './homework.events';
import { orderCompletedV1, orderItemsRefundedV1, orderRefundedV1, pointsPurchasedV1 } from './order.events';
import { pointsBalanceChangedV1, pointsSpentV1, withdrawalStatusChangedV1 } from './points.events';
import { universityStatusChangedV1 } from './university.events';
import {
  userDeletedV1,
  userEmailVerificationRequestedV1,
  userPasswordChangedV1,
  userPasswordResetRequestedV1,
  userProfileUpdatedV1,
  userRegisteredV1,
  userSignedInV1,
  userStatusChangedV1,
} from './user.events';

/**
 * Every domain event of the platform. A breaking change is a new version (`.v2`) added beside the
 * old one; both stay here until no producer emits the old one.
 */
export const EVENT_CATALOG = [
  contactMessageReceivedV1,
  legalSubmissionReceivedV1,
  pointsBalanceChangedV1,
  notificationCreatedV1,
  userRegisteredV1,
  userProfileUpdatedV1,
  userStatusChangedV1,
  userSignedInV1,
  userDeletedV1,
  userEmailVerificationRequestedV1,
  userPasswordResetRequestedV1,
  userPasswordChangedV1,
  documentSubmittedV1,
  documentApprovedV1,
  documentRejectedV1,
  documentDeletedV1,
  documentPriceChangedV1,
  documentProcessedV1,
  documentProcessingFailedV1,
  documentDownloadedV1,
  documentUploadsSwitchedV1,
  documentSimilarityFlaggedV1,
  orderCompletedV1,
  orderRefundedV1,
  orderItemsRefundedV1,
  pointsPurchasedV1,
  withdrawalStatusChangedV1,
  pointsSpentV1,
  universityStatusChangedV1,
  paperCreatedV1,
  homeworkQuestionPublishedV1,
  homeworkQuestionUnpublishedV1,
  scholarshipDeadlineApproachingV1,
  reportResolvedV1,
  adminActionRecordedV1,
] as const;

export type CatalogEventType = (typeof EVENT_CATALOG)[number]['type'];
export type CatalogEventData<T extends CatalogEventType> = DataOf<typeof EVENT_CATALOG, T>;

export const eventRegistry = new EventRegistry(EVENT_CATALOG);
