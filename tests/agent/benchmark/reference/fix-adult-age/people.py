ADULT_AGE = 18


def is_adult(age: int) -> bool:
    """Whether someone of `age` years is an adult: 18 or older."""
    return age >= ADULT_AGE
