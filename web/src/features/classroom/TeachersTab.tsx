import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { cardColumns, NEWS_CARD_WIDTH } from '@solve/core/classroom-tabs';
import { messages } from '@solve/core/messages';
import { CardGrid } from '../../components/CardGrid';
import { useWindowWidth } from '../../components/useWindowWidth';
import { graphql } from '../../graphql';
import { NotLoaded } from '../../components/NotLoaded';

export const ClassInstructorsQuery = graphql(`
  query ClassInstructors($classroomId: Int!) {
    classInstructors(classroomId: $classroomId) {
      employeeId
      firstName
      lastName
      imageUrl
      isLead
    }
  }
`);

/** The TEACHERS tab: a card per instructor with photo and name, columns of 400 px (classroom.md §9). */
export function TeachersTab({ classroomId }: { classroomId: number }) {
  const { data, loading, error, refetch } = useQuery(ClassInstructorsQuery, {
    variables: { classroomId },
    fetchPolicy: 'cache-and-network',
  });
  const columns = cardColumns(useWindowWidth(), NEWS_CARD_WIDTH);
  if (!data)
    return <NotLoaded loading={loading} error={error} fallback="The teachers could not be loaded. Please try again." onRetry={refetch} />;
  if (data.classInstructors.length === 0) return <Typography color="text.secondary">{messages.NO_TEACHERS}</Typography>;
  return (
    <CardGrid columns={columns} label="Teachers">
      {data.classInstructors.map((teacher) => (
        <Card key={teacher.employeeId} role="listitem" variant="outlined">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 3 }}>
            <Avatar
              src={teacher.imageUrl ?? undefined}
              alt={`${teacher.firstName} ${teacher.lastName}`}
              sx={{ width: 120, height: 120, fontSize: 40 }}
            >
              {teacher.firstName.charAt(0)}
              {teacher.lastName.charAt(0)}
            </Avatar>
            <Typography variant="h6" component="h3">
              {teacher.firstName} {teacher.lastName}
            </Typography>
            {teacher.isLead ? (
              <Typography variant="body2" color="text.secondary">
                Lead instructor
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
