import { graphql, type ResultOf } from '../../../graphql';

export const SystemStatusQuery = graphql(`
  query SystemStatus {
    systemStatus {
      version
      migration {
        tag
        createdAt
      }
      database {
        kind
        sizeBytes
      }
      services {
        service
        adapter
        testMode
      }
      jobs {
        queued
        running
        failed
        oldestDueAt
        failedJobs {
          id
          kind
          attempts
          lastError
          failedAt
          createdAt
        }
      }
      lastBackup {
        takenAt
        fileName
        bytes
        tableCount
        rowCount
        migration
      }
      instances {
        id
        hostname
        pid
        version
        startedAt
        lastSeenAt
      }
    }
  }
`);

export const RetryFailedJobMutation = graphql(`
  mutation RetryFailedJob($id: Int!) {
    retryFailedJob(id: $id) {
      failed
    }
  }
`);

export const DiscardFailedJobMutation = graphql(`
  mutation DiscardFailedJob($id: Int!) {
    discardFailedJob(id: $id) {
      failed
    }
  }
`);

export type SystemStatus = ResultOf<typeof SystemStatusQuery>['systemStatus'];
export type FailedJob = SystemStatus['jobs']['failedJobs'][number];
export type ServiceMode = SystemStatus['services'][number];
