/** What an island said of its last action: news as a status, a refusal or failure as an alert. */
export interface Said {
  text: string;
  failed: boolean;
}

export default function SaidLine({ said }: { said: Said }) {
  return (
    <p className={said.failed ? 'ops-alert' : 'ops-quiet'} role={said.failed ? 'alert' : 'status'}>
      {said.text}
    </p>
  );
}
