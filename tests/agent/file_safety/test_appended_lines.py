"""Reading back a JSON-lines log: a cut last line is passed over, a damaged line before it is an error."""

import pytest
from pydantic import BaseModel

from agent.file_safety.appended_lines import DamagedLine, appended_records


class Entry(BaseModel):
    n: int


def test_records_with_their_numbers_blank_lines_passed_over():
    lines = ['{"n": 1}', "", '{"n": 2}', ""]
    assert appended_records(lines, Entry.model_validate) == [(1, Entry(n=1)), (3, Entry(n=2))]


@pytest.mark.parametrize("cut", ['{"n": 3', '{"m": 3}'])
def test_a_last_line_that_cannot_be_read_is_left_out(cut):
    assert appended_records(['{"n": 1}', cut], Entry.model_validate) == [(1, Entry(n=1))]


@pytest.mark.parametrize("damaged", ["not json", '{"n": "x"}'])
def test_a_damaged_line_before_the_last_names_its_number(damaged):
    with pytest.raises(DamagedLine) as raised:
        appended_records(['{"n": 1}', damaged, '{"n": 2}', ""], Entry.model_validate)
    assert raised.value.number == 2
