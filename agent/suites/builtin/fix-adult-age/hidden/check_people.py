import unittest

from people import is_adult


class AdultCheck(unittest.TestCase):
    def test_ages(self) -> None:
        self.assertEqual([is_adult(age) for age in (0, 17, 18, 19, 70)], [False, False, True, True, True])
