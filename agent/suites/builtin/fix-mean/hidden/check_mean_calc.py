import unittest

from mean_calc import mean


class MeanCheck(unittest.TestCase):
    def test_mean(self) -> None:
        self.assertEqual(mean([2.0, 4.0, 6.0]), 4.0)

    def test_one_value(self) -> None:
        self.assertEqual(mean([5.0]), 5.0)

    def test_negative(self) -> None:
        self.assertEqual(mean([-3.0, 3.0, 6.0]), 2.0)
