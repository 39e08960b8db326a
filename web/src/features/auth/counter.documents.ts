import { graphql } from '../../graphql';

export const ProblemsSolvedQuery = graphql(`
  query ProblemsSolved {
    countProblemResponses
  }
`);

export const ProblemsSolvedChangedSubscription = graphql(`
  subscription ProblemsSolvedChanged {
    onProblemResponseCountChanged {
      reason
      newCount
    }
  }
`);
