"""`agent models --rank`: which of the user's own models works best here. One module per job: a model's bounded
trial, which is `agent calibrate`'s own measurement under a share of the time budget, resumed from its results file
and reused once finished (`trial.py`); the figures read from it, each with its provenance, and the stated score
(`score.py`); all the models, in order (`ranking.py`); the table and the HTML report with its chart (`report.py`);
the offer to make the best one the default (`offer.py`). docs/doctor.md, "Ranking your models"."""
