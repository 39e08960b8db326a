import type { Db } from '../../client.js';
import { postFavorites, postViews, posts, referrals } from '../../schema/index.js';
import { postValues, referralValues } from '../factories/community.js';
import { insertAll } from '../factories/insert.js';
import { DAY } from './calendar.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';
import { demoVideo, youtubeUrl } from './videos.js';

/**
 * The Williams family's referrals, one of each state and enough for two pages of 'My Referrals':
 * the Martinez family (+15550100002) signed up and is being onboarded, the Patels enrolled (the
 * Williams' $100 referral credit is in billing), and four friends are still invited.
 */
async function seedReferrals(db: Db, people: DemoPeople, now: Date) {
  const { williams, referred, otherFamilies } = people;
  const patel = otherFamilies[1]!;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const invited = (refereeFirstName: string, refereeLastName: string, days: number) =>
    referralValues({
      referrerId: williams.family.id,
      refereeFirstName,
      refereeLastName,
      email: `${refereeFirstName}.${refereeLastName}@example.com`.toLowerCase(),
      status: 'INITIATED',
      createdAt: daysAgo(days),
    });
  const [signedUp, enrolled] = await insertAll(db, referrals, [
    referralValues({
      referrerId: williams.family.id,
      refereeFirstName: referred.parent.firstName,
      refereeLastName: referred.parent.lastName,
      email: referred.parent.email,
      phone: referred.parent.phoneNumber,
      status: 'SIGNEDUP',
      refereeFamilyAccountId: referred.family.id,
      createdAt: daysAgo(6),
    }),
    referralValues({
      referrerId: williams.family.id,
      refereeFirstName: patel.parent.firstName,
      refereeLastName: patel.parent.lastName,
      email: patel.parent.email,
      phone: patel.parent.phoneNumber,
      status: 'ENROLLED',
      refereeFamilyAccountId: patel.family.id,
      createdAt: daysAgo(40),
    }),
    invited('Hannah', 'Brooks', 2),
    invited('Omar', 'Haddad', 9),
    invited('Priya', 'Shah', 14),
    invited('Lucas', 'Moreau', 30),
  ]);
  return { signedUp: signedUp!, enrolled: enrolled! };
}

/** News posts, each with its banner (web/public/images/posts): five live, one draft (UNPUBLISHED) and one that has expired. */
async function seedPosts(db: Db, people: DemoPeople, catalog: DemoCatalog, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
  const authorId = people.staff.admin.id;
  const promoted = ['chemistry', 'writing', 'foundations'].map((key) => catalog.classroom(key).code);
  const rows = await insertAll(db, posts, [
    postValues({
      title: 'Registration is open for next term',
      description: 'New classes in chemistry, writing and math foundations; early-bird tuition is $50 off per class.',
      content: '<p>Registration for next term is open. Sign up before the early-bird deadline to save <strong>$50 per class</strong>.</p>',
      imageUrl: '/images/posts/registration.svg',
      postType: 'PROMOTION',
      publishDate: ago(2),
      expirationDate: ago(-60),
      classroomCodes: promoted,
      authorId,
    }),
    postValues({
      title: 'AMC 8 results: congratulations!',
      description: "Eleven of our students earned Honor Roll or Distinction on this year's AMC 8.",
      content: '<p>Eleven students earned Honor Roll or Distinction. See the full list on the academy board.</p>',
      imageUrl: '/images/posts/amc8.svg',
      postType: 'NEWS',
      publishDate: ago(6),
      authorId,
    }),
    postValues({
      title: 'Science fair workshop',
      description: 'A free Saturday workshop on choosing a question and designing a fair test.',
      content: '<p>Join Dr. Reyes at the Fremont Center for a hands-on workshop.</p>',
      imageUrl: '/images/posts/science-fair.svg',
      video: youtubeUrl(demoVideo(0)),
      postType: 'EVENT',
      publishDate: ago(9),
      expirationDate: ago(-20),
      authorId,
    }),
    postValues({
      title: 'Refer a friend, get $100',
      description: 'When a family you refer enrols, you receive a $100 credit.',
      content: '<p>Use <em>Make a Referral</em> on your dashboard. The credit appears once their first class is paid.</p>',
      imageUrl: '/images/posts/referral.svg',
      postType: 'PROMOTION',
      publishDate: ago(14),
      authorId,
    }),
    postValues({
      title: 'Winter break schedule',
      description: 'No classes during winter break; self-paced classes stay open.',
      content: '<p>The centers close for two weeks. Online self-paced classes remain available.</p>',
      imageUrl: '/images/posts/winter-break.svg',
      postType: 'ANNOUNCEMENT',
      publishDate: ago(20),
      authorId,
    }),
    postValues({
      title: 'Summer camps preview',
      description: 'Draft: camp line-up for the summer.',
      content: '<p>Coming soon.</p>',
      imageUrl: '/images/posts/summer-camps.svg',
      postType: 'ANNOUNCEMENT',
      published: false,
      publishDate: null,
      authorId,
    }),
    postValues({
      title: 'Fall open house',
      description: 'Meet the instructors and tour the San Jose Center.',
      content: '<p>Thank you to everyone who came!</p>',
      imageUrl: '/images/posts/open-house.svg',
      postType: 'EVENT',
      publishDate: ago(80),
      expirationDate: ago(50),
      authorId,
    }),
  ]);
  const { alice } = people.williams;
  const parent = people.williams.parent;
  await insertAll(db, postFavorites, [
    { postId: rows[0]!.id, familyMemberId: parent.id, favorited: true },
    { postId: rows[1]!.id, studentId: alice.id, favorited: true },
    { postId: rows[3]!.id, familyMemberId: parent.id, favorited: false },
  ]);
  await insertAll(
    db,
    postViews,
    rows
      .filter((row) => row.published)
      .flatMap((row, index) => [
        { postId: row.id, familyMemberId: parent.id, viewedAt: ago(index + 1), viewedOn: dayOf(ago(index + 1)) },
        { postId: row.id, studentId: alice.id, viewedAt: ago(index + 1), viewedOn: dayOf(ago(index + 1)) },
        ...Array.from({ length: 3 + index * 2 }, (_, guest) => ({
          postId: row.id,
          viewedAt: ago(index + 1 + guest),
          viewedOn: dayOf(ago(index + 1 + guest)),
        })),
      ]),
  );
  return rows;
}

export async function seedCommunity(db: Db, people: DemoPeople, catalog: DemoCatalog, now: Date) {
  const referralRows = await seedReferrals(db, people, now);
  const postRows = await seedPosts(db, people, catalog, now);
  return { referrals: referralRows, posts: postRows };
}
