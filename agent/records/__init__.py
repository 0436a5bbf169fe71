"""A session's records: the transcript and its events, the recorder, a run's result, sessions on disk."""
