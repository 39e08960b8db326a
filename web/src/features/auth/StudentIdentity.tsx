import { initials } from '@solve/core/grades';

interface Props {
  firstName: string;
  lastName: string;
  image: string | null;
  /** The username or email typed on the first step. */
  login: string;
}

/** Who is signing in, shown above the password field (image, or initials when there is none). */
export function StudentIdentity({ firstName, lastName, image, login }: Props) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <div className="auth-identity">
      <div className="auth-identity__avatar">
        {image ? <img src={image} alt={name || login} /> : initials(firstName, lastName) || login.charAt(0).toUpperCase()}
      </div>
      <div className="auth-identity__names">
        {name ? <p className="auth-identity__name">{name}</p> : null}
        <p className="auth-identity__login">{login}</p>
      </div>
    </div>
  );
}
