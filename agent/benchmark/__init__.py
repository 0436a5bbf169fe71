"""`agent compare` as a benchmark: models × tasks, each run in its own copy of the task's workspace.

One module per job:
- `runner.py`: the whole benchmark: plan the runs (less those already recorded), run them, write the outputs
- `suite.py`: the tasks (a suite directory, the built-in suite, a tasks file, prompts on the command line)
- `workspace_copy.py`: the run's copy of the workspace, and the folder the check runs in (hidden files in,
  the model's test-runner configuration out)
- `check.py`: the check command, and what it is told (the final answer)
- `try_clock.py`: a run's time limit
- `attempt.py`: one model on one task, try after try, as result rows; the try's sandbox, with the suite's folder hidden
- `metrics.py`: the numbers of one try, read from its transcript
- `schedule.py`: which runs go at once (--jobs), and the progress bar
- `compare_results.py`: the row of one try, and the results directory (jsonl, csv, resume)
- `summary.py`: per-model numbers (pass@k, well-formed calls, time, tokens) and the text table
- `environment.py`: what makes runs comparable (agent version, machine, backend)
- `charts.py` and `compare_report.py`: the charts and report.html
- `diff.py`: which tasks changed outcome between two results directories
"""
