/** Every line of a failure: each bad catalogue record by tenant, record and field. */
export default function Problems({ problems }: { problems: readonly string[] }) {
  return (
    <ul className="ops-problems">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}
