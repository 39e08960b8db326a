import { graphql } from '../../graphql';

export const LeaderboardQuery = graphql(`
  query Leaderboard($classroomId: Int!, $lessonId: Int) {
    leaderboard(classroomId: $classroomId, lessonId: $lessonId) {
      classroomId
      lessonId
      onLeaderboard
      useInitials
      students {
        ranking
        studentName
        totalPoints
        profilePicture
        isMe
      }
      lessons {
        lessonId
        number
        title
      }
    }
  }
`);

export const SetLeaderboardInitialsMutation = graphql(`
  mutation SetLeaderboardInitials($useInitials: Boolean!) {
    setLeaderboardInitials(useInitials: $useInitials)
  }
`);
